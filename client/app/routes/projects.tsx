import { useSearchParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { ProjectsPage } from '../../features/projects/components/projects-page';

/**
 * '/projects': the project list; '?new=1' opens the New Project dialog; '?start=1' (the menu's
 * New Survey) asks which project, whose dashboard opens on the New Location picker.
 */
export function ProjectsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = searchParams.get('new') === '1';
  const choosing = searchParams.get('start') === '1';

  function setFlag(flag: 'new' | 'start', open: boolean) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(flag, '1');
        else next.delete(flag);
        // New Project from the New Survey question takes its place.
        if (open && flag === 'new') next.delete('start');
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
      <ProjectsPage
        creating={creating}
        onCreatingChange={(open) => setFlag('new', open)}
        choosing={choosing}
        onChoosingChange={(open) => setFlag('start', open)}
      />
    </>
  );
}
