import { Spinner } from '@painel/ui';
import { useEffect, useState } from 'react';

/**
 * Server-provided HTML, cleaned by DOMPurify before it reaches the page: no scripts, no event
 * handlers, no javascript: links. DOMPurify is fetched only by the screens that show such HTML.
 */
export function SanitizedHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (active) setClean(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
    });
    return () => {
      active = false;
    };
  }, [html]);
  if (clean === null) return <Spinner />;
  // The one place HTML is injected, and only after sanitising.
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}
