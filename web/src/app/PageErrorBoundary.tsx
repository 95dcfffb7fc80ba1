import { Component, type ReactNode } from 'react';
import { SiteError } from './SiteError';

interface Props {
  /** The page shown: the error screen is for the page that failed, and a navigation leaves it. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * A page that failed to load or to render (a chunk lost to a new deployment, a bug) shows the
 * site's error screen instead of a blank one; going to another page tries again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failedAt: typeof location === 'undefined' ? null : location.pathname };
  }

  override render() {
    const { error, failedAt } = this.state;
    if (failedAt !== null && failedAt === this.props.pathname) return <SiteError error={error} />;
    return this.props.children;
  }
}
