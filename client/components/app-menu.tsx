import { Link } from 'react-router';
import { FolderOpen, LayoutDashboard, Plus, SlidersHorizontal } from 'lucide-react';
import type { PopupProps } from './deferred-popup';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from './ui/dropdown-menu';

/** The header's menu on small screens (survey-work §2): home, a new survey (project, then type), projects, and the forms for those who edit them. */
export function AppMenu({ trigger, defaultOpen, showForms }: PopupProps & { showForms: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <Link to="/">
            <LayoutDashboard aria-hidden="true" />
            Home Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/projects?start=1">
            <Plus aria-hidden="true" />
            New Survey
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/projects">
            <FolderOpen aria-hidden="true" />
            My Projects
          </Link>
        </DropdownMenuItem>
        {showForms && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/admin/form-config">
                <SlidersHorizontal aria-hidden="true" />
                Customize Forms
              </Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
