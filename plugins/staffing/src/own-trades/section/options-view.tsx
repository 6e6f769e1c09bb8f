import { useT } from '@lonna/core';
import { Checkbox, Select } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { TRADE_NOTICES, type TradeNoticeChannel } from '../../contracts';
import { $shiftSwapOptions, shiftSwapOptionsChanged } from '../options';

/** the employee's shift-swap options (kept in this browser for his login; see ../options.ts) */
export function ShiftSwapOptionsView() {
  const t = useT();
  const [options, change] = useUnit([$shiftSwapOptions, shiftSwapOptionsChanged]);
  return (
    <section aria-labelledby="shift-swap-options" className="flex flex-col gap-1 rounded-card border border-border p-3">
      <h2 id="shift-swap-options" className="font-semibold">
        {t('staffing.trade.options.title')}
      </h2>
      <p className="text-xs text-muted">{t('staffing.trade.options.hint')}</p>
      <Checkbox label={t('staffing.trade.options.onlyTakeable')} checked={options.onlyTakeable} onChange={(onlyTakeable) => change({ onlyTakeable })} />
      <Select
        className="max-w-sm"
        label={t('staffing.trade.options.notice')}
        value={options.notice}
        options={TRADE_NOTICES.map((n) => ({ value: n, label: t(`staffing.trade.options.notices.${n}`) }))}
        onChange={(v) => change({ notice: v as TradeNoticeChannel })}
      />
    </section>
  );
}
