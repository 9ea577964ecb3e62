import type { ServeSlot } from '@rcadmin/contract';
import { Button, Space, Table, TimePicker, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import type { HostKit } from '../../../host-kit';
import { textOfTime, timeOf } from './form-inputs';
import {
  SLOT_TYPES,
  WEEKDAYS,
  addSlot,
  changeSlot,
  copyMondayToAll,
  removeSlot,
  slotProblems,
  type SlotProblem,
  type SlotType,
} from './store-form-model';

/** The message of a client-side slot problem. */
export function slotMessage(kit: HostKit, problem: SlotProblem): string {
  if (problem.kind === 'overlap') return kit.t('org.stores.errors.slotOverlap', problem.other ?? {});
  return kit.t(problem.kind === 'order' ? 'org.stores.errors.slotOrder' : 'org.stores.errors.slotFormat');
}

interface DayRow {
  weekday: number;
}

/**
 * DATA-26: the weekly serve slots, Monday (1) to Sunday (7), for delivery and for arrive (pick-up):
 * add and remove slots, pick each slot's times (HH:mm), copy Monday to every day. Each slot shows
 * its problem beside it: the client-side checks (start before end, no overlap within a day and
 * type) and the server's fieldErrors (`serverErrors`, by index in the list as sent). Its value is
 * the list saveDept.do sends, in the order it is sent.
 */
export function ScheduleEditor(props: {
  kit: HostKit;
  id?: string;
  value?: ServeSlot[];
  onChange?: (slots: ServeSlot[]) => void;
  disabled?: boolean;
  /** The server's messages by slot index ('3' → its message). */
  serverErrors?: Readonly<Record<number, string>>;
}) {
  const { kit, disabled } = props;
  const t = kit.t;
  const slots = useMemo(() => props.value ?? [], [props.value]);
  const problems = useMemo(() => {
    const byIndex = new Map<number, string>();
    for (const problem of slotProblems(slots)) {
      if (!byIndex.has(problem.index)) byIndex.set(problem.index, slotMessage(kit, problem));
    }
    return byIndex;
  }, [kit, slots]);
  const change = (next: ServeSlot[]) => props.onChange?.(next);

  const cell = (weekday: number, type: SlotType) => {
    const here = slots
      .map((slot, index) => ({ slot, index }))
      .filter(({ slot }) => slot.weekday === weekday && slot.type === type);
    return (
      <Space orientation="vertical" size={4} data-weekday={weekday} data-slot-type={type}>
        {here.length === 0 && disabled && (
          <Typography.Text type="secondary">{t('org.stores.schedule.none')}</Typography.Text>
        )}
        {here.map(({ slot, index }) => {
          const message = problems.get(index) ?? props.serverErrors?.[index];
          return (
            <div key={index} data-slot-index={index}>
              <Space size={4}>
                <TimePicker.RangePicker
                  size="small"
                  format="HH:mm"
                  minuteStep={5}
                  needConfirm={false}
                  order={false}
                  allowEmpty={[true, true]}
                  disabled={disabled}
                  status={message ? 'error' : undefined}
                  aria-invalid={message ? true : undefined}
                  value={[timeOf(slot.start), timeOf(slot.end)]}
                  onChange={(range) =>
                    change(
                      changeSlot(slots, index, {
                        start: textOfTime(range?.[0]),
                        end: textOfTime(range?.[1]),
                      }),
                    )
                  }
                  style={{ width: 190 }}
                />
                {!disabled && (
                  <Tooltip title={t('org.stores.schedule.removeSlot')}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      aria-label={t('org.stores.schedule.removeSlot')}
                      onClick={() => change(removeSlot(slots, index))}
                    >
                      ×
                    </Button>
                  </Tooltip>
                )}
              </Space>
              {message && (
                <div
                  className="ant-form-item-explain-error"
                  role="alert"
                  style={{ color: 'var(--ant-color-error, #ff4d4f)' }}
                >
                  {message}
                </div>
              )}
            </div>
          );
        })}
        {!disabled && (
          <Button size="small" type="dashed" onClick={() => change(addSlot(slots, weekday, type))}>
            + {t('org.stores.schedule.addSlot')}
          </Button>
        )}
      </Space>
    );
  };

  return (
    <div id={props.id} data-editor="serve-slots">
      {!disabled && (
        <Button
          size="small"
          style={{ marginBottom: 8 }}
          onClick={() => {
            change(copyMondayToAll(slots));
            kit.notify('info', t('org.stores.schedule.copied'));
          }}
        >
          {t('org.stores.schedule.copyMonday')}
        </Button>
      )}
      <Table<DayRow>
        size="small"
        bordered
        pagination={false}
        rowKey="weekday"
        dataSource={WEEKDAYS.map((weekday) => ({ weekday }))}
        columns={[
          {
            key: 'weekday',
            title: '',
            width: 100,
            render: (_, row) => t(`org.stores.schedule.weekdays.${row.weekday}`),
          },
          ...SLOT_TYPES.map((type) => ({
            key: type,
            title: t(`org.stores.schedule.${type}`),
            render: (_: unknown, row: DayRow) => cell(row.weekday, type),
          })),
        ]}
      />
    </div>
  );
}
