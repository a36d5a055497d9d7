import { useNavigation } from 'react-router';

/** A thin bar under the header while the next page (or its chunk) loads. Purely visual. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return <div className="nav-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />;
}
