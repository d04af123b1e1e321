import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { horizontalStep, readingDirection } from './reading-direction.ts';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key of the tab, also the value given to onChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  tabs: readonly TabItem[];
  /** What the tabs are about, for screen readers («بخش‌های درس»). */
  label: string;
  /** The open tab when the parent keeps it (controlled). */
  value?: string;
  /** The first open tab when the tabs keep it themselves; the first tab by default. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex-shrink: 0;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: currentColor;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space(4)};
`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: the arrow keys move
 * along the tabs in the reading direction (ArrowLeft goes on, right to left)
 * and open the tab they land on; Home and End go to the ends. Tab leaves the
 * tab list for the open panel.
 */
export function Tabs({ tabs, label, value, defaultValue, onChange, className }: TabsProps) {
  const base = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? tabs[0]?.id);
  const selectedId = value ?? ownValue;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    if (value === undefined) setOwnValue(tab.id);
    if (tab.id !== selectedId) onChange?.(tab.id);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = horizontalStep(event.key, readingDirection(event.currentTarget));
    let target: number | undefined;
    if (step !== 0) target = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {/* Every panel exists so that each tab's aria-controls points somewhere; only the open one has content. */}
      {tabs.map((tab, index) => {
        const selected = tab.id === selectedId;
        return (
          <Panel
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${index}`}
            aria-labelledby={`${base}-tab-${index}`}
            hidden={!selected}
            tabIndex={0}
          >
            {selected && tab.content}
          </Panel>
        );
      })}
    </div>
  );
}
