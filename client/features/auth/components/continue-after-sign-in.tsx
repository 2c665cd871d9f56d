import { pageLoad } from '@client/lib/page-load';
import { LoadingState } from '@client/ui/spinner';
import { isServerPath, safeReturnPath } from '@common/return-path';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * /signin and /signup once signed in (just now, back from Google, or in an old tab): on to `?next=`
 * when it is one of our paths, else to `fallback` (docs/product/accounts.md#returning-after-sign-in).
 * A download link (a server path) is opened by the browser from the home screen.
 */
export function ContinueAfterSignIn({ fallback }: { fallback: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const done = useRef(false);

  useEffect(() => {
    // Once per visit, so a download is never started twice.
    if (done.current) return;
    done.current = true;
    const next = safeReturnPath(new URLSearchParams(search).get('next'));
    if (next && isServerPath(next)) {
      navigate('/', { replace: true });
      pageLoad.open(next);
      return;
    }
    navigate(next ?? fallback, { replace: true });
  }, [search, navigate, fallback]);

  return <LoadingState />;
}
