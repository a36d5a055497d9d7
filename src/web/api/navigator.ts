/**
 * Navigation from outside React (the call layer's 401 handling). App.tsx registers the router's
 * navigate here; before that, or in tests without one, a full page load does the job.
 */
export interface AppLocation {
  pathname: string;
  search: string;
  /** Changes on every navigation; the call layer tags page failures with it. */
  key: string;
}

export interface AppNavigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  location(): AppLocation;
}

let current: AppNavigator | null = null;

export function setNavigator(navigator: AppNavigator | null): void {
  current = navigator;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current.navigate(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

export function currentLocation(): AppLocation {
  if (current) return current.location();
  if (typeof window !== 'undefined') {
    return { pathname: window.location.pathname, search: window.location.search, key: 'default' };
  }
  return { pathname: '/', search: '', key: 'default' };
}
