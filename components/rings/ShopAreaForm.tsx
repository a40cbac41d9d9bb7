import type { RingShop } from '../../api/contract/rings';
import styles from './RingSearchForm.module.css';

/** Picks the couple's prefecture: its shops come first (a GET form, works without scripts). */
export function ShopAreaForm({ action, shops, near }: { action: string; shops: RingShop[]; near: string | null }) {
  const prefectures = [...new Map(shops.map((s) => [s.prefecture_slug, s.prefecture_name])).entries()];
  if (prefectures.length < 2) return null;
  return (
    <form method="get" action={action} className={styles.form} aria-label="お近くの店舗を探す">
      <div className={styles.field}>
        <label htmlFor="shop-pref">お住まいの都道府県</label>
        <select id="shop-pref" name="pref" defaultValue={near ?? ''}>
          <option value="">指定なし</option>
          {prefectures.map(([slug, name]) => <option key={slug} value={slug}>{name}</option>)}
        </select>
      </div>
      <button type="submit" className={styles.submit}>近くの店舗を表示</button>
    </form>
  );
}
