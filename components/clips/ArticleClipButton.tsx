import { useEffect } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { articleClipPending, clipsActions, fetchArticleClipStates, toggleArticleClip } from '../../store/slices/clips';
import { ClipToggle } from './ClipToggle';

/**
 * Clip an article, with its clip count. The page may render from a shared cache, so the
 * member's own state is asked for once the page is in the browser.
 */
export function ArticleClipButton({ articleId, initialCount, title }: { articleId: number; initialCount?: number; title?: string }) {
  const dispatch = useAppDispatch();
  const requireLogin = useRequireLogin();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const state = useAppSelector((s) => s.clips.articles[articleId]);
  const notice = useAppSelector((s) => (s.clips.notice?.key === `article:${articleId}` ? s.clips.notice.message : null));

  useEffect(() => {
    if (initialCount !== undefined) dispatch(clipsActions.seedArticleState({ id: articleId, clip_count: initialCount, is_clipped: false }));
  }, [dispatch, articleId, initialCount]);
  useEffect(() => {
    if (signedIn) void dispatch(fetchArticleClipStates([articleId]));
  }, [dispatch, signedIn, articleId]);

  const clipped = state?.is_clipped === true;
  return (
    <ClipToggle
      pressed={clipped}
      onPress={() => {
        if (!requireLogin(articleClipPending({ articleId }))) return;
        void dispatch(toggleArticleClip({ articleId, clip: !clipped }));
      }}
      subject={title}
      labels={{ off: 'クリップする', on: 'クリップ済み' }}
      icon="clip"
      count={state?.clip_count ?? initialCount ?? null}
      notice={notice}
      onDismiss={() => dispatch(clipsActions.dismissNotice())}
    />
  );
}
