import { useEffect } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PENDING_KIND } from '../../store/pendingAction';
import { clipsSlice } from './lazySlices';
import { ClipToggle } from './ClipToggle';

/**
 * Clip an article, with its clip count. The page may render from a shared cache, so the
 * member's own state is asked for once the page is in the browser. The clips slice loads with a
 * member's first check or a press (./lazySlices); the count known from the page seeds it first.
 */
export function ArticleClipButton({ articleId, initialCount, title }: { articleId: number; initialCount?: number; title?: string }) {
  const dispatch = useAppDispatch();
  const requireLogin = useRequireLogin();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const state = useAppSelector((s) => s.clips?.articles[articleId]);
  const notice = useAppSelector((s) => (s.clips?.notice?.key === `article:${articleId}` ? s.clips.notice.message : null));

  const withClips = (then: (c: Awaited<ReturnType<typeof clipsSlice>>) => unknown) =>
    void clipsSlice().then((c) => {
      if (initialCount !== undefined) dispatch(c.clipsActions.seedArticleState({ id: articleId, clip_count: initialCount, is_clipped: false }));
      then(c);
    });

  useEffect(() => {
    if (signedIn) withClips((c) => dispatch(c.fetchArticleClipStates([articleId])));
    // withClips reads initialCount, which is in the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, signedIn, articleId, initialCount]);

  const clipped = state?.is_clipped === true;
  return (
    <ClipToggle
      pressed={clipped}
      onPress={() => {
        if (!requireLogin({ kind: PENDING_KIND.articleClip, payload: { articleId } })) return;
        withClips((c) => dispatch(c.toggleArticleClip({ articleId, clip: !clipped })));
      }}
      subject={title}
      labels={{ off: 'クリップする', on: 'クリップ済み' }}
      icon="clip"
      count={state?.clip_count ?? initialCount ?? null}
      notice={notice}
      onDismiss={() => void clipsSlice().then((c) => dispatch(c.clipsActions.dismissNotice()))}
    />
  );
}
