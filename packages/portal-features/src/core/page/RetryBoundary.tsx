import { Component, type ReactNode } from 'react';

interface RetryBoundaryProps {
  /** What shows instead of the children after they threw; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches what its children throw (React 19 sends an action's error, thrown in a transition, here too) and
 * shows the fallback in their place, with a way to try again. Only the part that failed is replaced.
 */
export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
