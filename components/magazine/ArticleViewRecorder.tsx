import { useAfterEngagement } from '@/lib/identity/useAfterEngagement';
import { useAppDispatch } from '@/store/hooks';
import { recordArticleView } from '@/store/slices/magazine';

/**
 * Counts a view of the article from the browser, once she engages or the page has been quiet a few
 * seconds (lib/identity/whenEngaged): the page's render, a GET, counts nothing, and a page kept in a
 * shared cache is still counted for each reader.
 */
export function ArticleViewRecorder({ postId }: { postId: number }) {
  const dispatch = useAppDispatch();
  useAfterEngagement(() => void dispatch(recordArticleView(postId)), [dispatch, postId]);
  return null;
}
