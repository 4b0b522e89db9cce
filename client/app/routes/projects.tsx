import { useSearchParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { ProjectsPage } from '../../features/projects/components/projects-page';

/** '/projects': the project list; '?new=1' (the header's New Survey) opens the New Project dialog. */
export function ProjectsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = searchParams.get('new') === '1';

  function setCreating(open: boolean) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      // Opening and closing the dialog is not a page of its own in the history.
      { replace: true },
    );
  }

  return (
    <>
      <title>Projects · Riser</title>
      <AppHeader />
      <ProjectsPage creating={creating} onCreatingChange={setCreating} />
    </>
  );
}
