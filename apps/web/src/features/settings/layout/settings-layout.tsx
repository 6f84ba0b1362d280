import { Outlet } from 'react-router';
import { SettingsNav } from './settings-nav';

/** Configuraciones: the side menu and the chosen section. Sized by its container, not the window. */
export function SettingsLayout() {
  return (
    <div className="@container">
      <div className="flex flex-col gap-6 @3xl:flex-row @3xl:items-start">
        <SettingsNav />
        <div className="@container min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
