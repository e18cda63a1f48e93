'use client';

import type { ReactNode } from 'react';
import { isRecurringTab, lineAmount, type BillingInterval } from '@/lib/pricing';
import type { CalculatorClassNames, CalculatorStrings, CalculatorTab } from './calculator-types';
import { InfoTip } from './info-tip-client';

/** The shown catalogue's panel: its description, a recurring one's billing interval, its options as checkboxes. */
export function CalculatorPanel({
  tab,
  baseId,
  panelId,
  tabId,
  chosen,
  billing,
  strings,
  classNames,
  infoIcon,
  money,
  onInterval,
  onToggle,
}: {
  tab: CalculatorTab;
  baseId: string;
  panelId: string;
  /** The tab that labels the panel. */
  tabId: string;
  chosen: ReadonlySet<string>;
  /** The interval chosen, which applies on recurring tabs only. */
  billing: BillingInterval;
  strings: CalculatorStrings;
  classNames: CalculatorClassNames;
  infoIcon: ReactNode;
  money: (amount: number) => string;
  onInterval: (interval: BillingInterval) => void;
  onToggle: (optionId: string, on: boolean) => void;
}) {
  const recurring = isRecurringTab(tab.id);
  const interval = recurring ? billing : undefined;
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId}>
      <p className="max-w-3xl text-slate-600 dark:text-slate-300">{tab.description}</p>

      {recurring && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <fieldset className="shrink-0">
            <legend className="sr-only">{strings.intervalLegend}</legend>
            <div className={classNames.intervalGroup}>
              {(['monthly', 'annually'] as const).map((value) => (
                <label key={value} className={classNames.intervalOption}>
                  <input
                    type="radio"
                    name={`${baseId}-interval-${tab.id}`}
                    value={value}
                    checked={billing === value}
                    onChange={() => onInterval(value)}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
                  />
                  {value === 'monthly' ? strings.monthly : strings.annually}
                  {value === 'annually' && <span className={classNames.saveBadge}>{strings.save}</span>}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-slate-600 dark:text-slate-400">{strings.annualNote}</p>
        </div>
      )}

      <div className="mt-8 space-y-10">
        {tab.categories.map((category) => (
          <fieldset key={category.id}>
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">{category.name}</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {category.options.map((option) => {
                const inputId = `${baseId}-${tab.id}-${option.id}`;
                const tipId = `${inputId}-info`;
                const unit = !recurring
                  ? undefined
                  : option.oneTime
                    ? strings.oneTime
                    : interval === 'annually'
                      ? strings.perYear
                      : strings.perMonth;
                return (
                  <div key={option.id} className={classNames.option}>
                    <input
                      type="checkbox"
                      id={inputId}
                      checked={chosen.has(option.id)}
                      onChange={(event) => onToggle(option.id, event.currentTarget.checked)}
                      aria-describedby={tipId}
                      className={classNames.checkbox}
                    />
                    <label htmlFor={inputId} className={classNames.optionLabel}>
                      <span className="block font-medium text-slate-900 dark:text-white">{option.label}</span>
                      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                        <span className="font-semibold text-slate-900 dark:text-slate-100">
                          {money(lineAmount(option, interval))}
                        </span>
                        {unit && <> {unit}</>}
                      </span>
                    </label>
                    <InfoTip
                      id={tipId}
                      label={option.infoLabel}
                      text={option.info}
                      icon={infoIcon}
                      classNames={classNames.infoTip}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
