import { useEffect, useId, useRef, useState } from 'react';
import { useNearViewport } from '@/components/ui/useNearViewport';
import { browserApi } from '../../../api/client';
import type { getCostSimulation } from '../../../api/contract/costSimulation';
import { SIMULATION_GUESTS } from '../../../api/contract/costSimulationLimits';
import type { EndpointOutput } from '../../../api/contract/define';
import { formatMan, formatYen } from '../../../lib/format';
import styles from './CostSimulation.module.css';

type Result = EndpointOutput<typeof getCostSimulation>;

/** 見積もりシミュレーション: her guest count in, the expected total from the hall's real cost reports out. */
export function CostSimulation({ hallId, initialGuests = SIMULATION_GUESTS.default }: { hallId: number; initialGuests?: number }) {
  const id = useId();
  const [guests, setGuests] = useState(initialGuests);
  const [result, setResult] = useState<Result | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // The first simulation runs when the box nears the screen, not with the page.
  const near = useNearViewport(box);

  useEffect(() => {
    if (!near) return;
    let live = true;
    const timer = window.setTimeout(() => {
      // The endpoint (and zod with it) loads with the first simulation, not with the hall page.
      import('../../../api/contract/costSimulation')
        .then((c) => browserApi().call(c.getCostSimulation, { id: hallId, guests }))
        .then((r) => live && (setResult(r), setFailed(false)), () => live && setFailed(true));
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [near, hallId, guests]);

  return (
    <div className={styles.box} ref={box}>
      <h3 className={styles.title}>見積もりシミュレーション</h3>
      <label htmlFor={id} className={styles.label}>
        招待人数 <output htmlFor={id} className={styles.guests}>{guests}名</output>
      </label>
      <input id={id} type="range" min={10} max={200} step={5} value={guests} onChange={(e) => setGuests(Number(e.target.value))} className={styles.range} />
      <div aria-live="polite" className={styles.result}>
        {failed ? (
          <p>試算できませんでした。時間をおいてもう一度お試しください。</p>
        ) : !result ? (
          <p>試算しています...</p>
        ) : result.report_count === 0 || result.expected === null ? (
          <p>この式場の費用明細がまだないため、試算できません。</p>
        ) : (
          <>
            <p className={styles.expected}>
              {result.guests}名での総額の目安 <strong>{formatMan(result.expected)}</strong>
            </p>
            <p className={styles.spread}>
              多くの方は {formatMan(result.low!)}〜{formatMan(result.high!)}（1人あたり約{formatYen(result.per_person!)}）
            </p>
            <p className={styles.basis}>この式場で実際に挙式した{result.report_count}組の費用明細をもとに試算しています。</p>
          </>
        )}
      </div>
    </div>
  );
}
