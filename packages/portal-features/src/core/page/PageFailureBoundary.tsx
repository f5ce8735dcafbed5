import { Component, type ReactNode } from 'react';

interface PageFailureBoundaryProps {
  /** A new address clears the failure, so moving on in the menu tries that page. */
  resetKey: string;
  /** What shows in the failed part's place. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a page that fails to load or to render, and shows the fallback in its place only. Apart from the notices
 * it shows: the first visit carries this, and a plain page of its own (NewVersionPage) around the other pages.
 */
export class PageFailureBoundary extends Component<PageFailureBoundaryProps, { error: unknown; at: string | null }> {
  override state: { error: unknown; at: string | null } = { error: null, at: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch() {
    this.setState({ at: this.props.resetKey });
  }

  override render() {
    const { error, at } = this.state;
    const failedHere = error !== null && (at === null || at === this.props.resetKey);
    return failedHere ? this.props.fallback(error) : this.props.children;
  }

  override componentDidUpdate() {
    if (this.state.error !== null && this.state.at !== null && this.state.at !== this.props.resetKey) {
      this.setState({ error: null, at: null });
    }
  }
}
