import { Navigate, type NavigateProps, useHref } from 'react-router-dom';
import { useResponseStatusRecorder } from './response-status';

/**
 * `<Navigate>` that also works on the server: there the page becomes a redirect (the router of a
 * server render cannot navigate, and would send the page without its content), in the browser it
 * navigates as `<Navigate>` does. App pages only: the public pages' router has no `useHref`.
 */
export function Redirect(props: NavigateProps) {
  const recorder = useResponseStatusRecorder();
  const href = useHref(props.to);
  if (!recorder) return <Navigate {...props} />;
  recorder.redirect = href;
  return null;
}
