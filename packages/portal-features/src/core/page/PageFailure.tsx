import { Button } from '@painel/ui';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useMessages } from '../copy/MessagesContext';
import { usePortalLink, usePortalStorage } from '../runtime/hooks';
import { isLoadFailure, reloadedRecently, reloadFor } from './loadFailure';
import { pageFailureMessages } from './pageFailureMessages';

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.outline.card};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const messageDefaults = { pageFailure: pageFailureMessages };

/**
 * What takes a page's place when it cannot show: its code did not arrive (a deploy since the tab was opened)
 * or it broke. 'Recarregar' loads the new version at the same address; if that address failed again right
 * after such a reload, the load cannot recover here and the person lands on /error.
 */
export function PageFailure({ error }: { error: unknown }) {
  const m = useMessages('portal', messageDefaults).pageFailure;
  const storage = usePortalStorage();
  const navigate = useNavigate();
  const { href, portalPath } = usePortalLink();
  const location = useLocation();
  const path = portalPath(location.pathname) + location.search;
  const newVersion = isLoadFailure(error);
  const gaveUp = newVersion && !path.startsWith('/error') && reloadedRecently(storage, path);
  useEffect(() => {
    if (gaveUp) void navigate(href(`/error?from=${encodeURIComponent(path)}`), { replace: true });
  }, [gaveUp, href, navigate, path]);
  if (gaveUp) return null;
  const words = newVersion ? m.newVersion : m.crashed;
  return (
    <Notice role="alert" aria-labelledby="page-failure-title" data-component="PageFailure">
      <h1 id="page-failure-title">{words.title}</h1>
      <p>{words.text}</p>
      <Button onClick={() => reloadFor(storage, path)}>{m.reload}</Button>
    </Notice>
  );
}

interface PageFailureBoundaryProps {
  /** A new address clears the failure, so moving on in the menu tries that page. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page that fails to load or to render, and shows PageFailure in its place only. */
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
    return failedHere ? <PageFailure error={error} /> : this.props.children;
  }

  override componentDidUpdate() {
    if (this.state.error !== null && this.state.at !== null && this.state.at !== this.props.resetKey) {
      this.setState({ error: null, at: null });
    }
  }
}
