import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setNavigator } from './api/navigator';
import { RouteErrorBoundary } from './shell/errors/RouteErrorBoundary';
import { Layout } from './shell/Layout';

/** Lets the call layer (outside React) navigate and read the address, through this router. */
function useNavigatorForCallLayer(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);
  useLayoutEffect(() => {
    setNavigator({ navigate: (to, options) => void navigate(to, options), location: () => current.current });
    return () => setNavigator(null);
  }, [navigate]);
}

/** The app inside a router (the browser's, or the server render's): the layout around the page of the address. */
export function App() {
  const location = useLocation();
  useNavigatorForCallLayer();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Layout />
    </RouteErrorBoundary>
  );
}
