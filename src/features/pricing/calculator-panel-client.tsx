'use client';

import { isRecurringTab, lineAmount, type BillingInterval } from '@/lib/pricing';
import type { CalculatorClassNames, CalculatorParts, CalculatorStrings, CalculatorTab } from './calculator-types';
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
  parts,
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
  strings: CalculatorStrings['panel'];
  classNames: CalculatorClassNames['panel'];
  parts: CalculatorParts;
  money: (amount: number) => string;
  onInterval: (interval: BillingInterval) => void;
  onToggle: (optionId: string, on: boolean) => void;
}) {
  const recurring = isRecurringTab(tab.id);
  const interval = recurring ? billing : undefined;
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId}>
      <p className={classNames.description}>{tab.description}</p>

      {recurring && (
        <div className={classNames.interval}>
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
                    className={classNames.radio}
                  />
                  {strings[value]}
                  {value === 'annually' && parts.saveBadge}
                </label>
              ))}
            </div>
          </fieldset>
          {parts.annualNote}
        </div>
      )}

      <div className={classNames.categories}>
        {tab.categories.map((category) => (
          <fieldset key={category.id}>
            <legend className={classNames.legend}>{category.name}</legend>
            <div className={classNames.options}>
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
                      <span className={classNames.optionName}>{option.label}</span>
                      <span className={classNames.optionPrice}>
                        <span className={classNames.amount}>{money(lineAmount(option, interval))}</span>
                        {unit && <> {unit}</>}
                      </span>
                    </label>
                    <InfoTip
                      id={tipId}
                      label={option.infoLabel}
                      text={option.info}
                      icon={parts.infoIcon}
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
