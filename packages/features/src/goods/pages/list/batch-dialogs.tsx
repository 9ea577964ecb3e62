import { Alert, Form, Input, Modal, Radio, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import type { HostKit } from '../../../host-kit';
import { checkPriceChange, previewPrice, type PriceType } from './batch-rules';
import { useCall } from '../../../kit';
import { treeData } from './list-filters';

/**
 * The dialogs of the list's batch changes. Each collects its value and hands it to `onSubmit`,
 * which makes the call: the dialog stays open (its OK button spinning) until the call is done,
 * and stays open on a refusal so nothing typed is lost.
 */

interface DialogProps<V> {
  kit: HostKit;
  count: number;
  open: boolean;
  onCancel: () => void;
  onSubmit: (value: V) => Promise<void>;
}

function useSubmitting<V>(onSubmit: (value: V) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const submit = async (value: V) => {
    setBusy(true);
    try {
      await onSubmit(value);
    } catch {
      // The shell showed the server's message; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };
  return [busy, submit] as const;
}

export function SaleModeDialog({ kit, count, open, onCancel, onSubmit }: DialogProps<'1' | '2'>) {
  const [mode, setMode] = useState<'1' | '2'>('1');
  const [busy, submit] = useSubmitting(onSubmit);
  return (
    <Modal
      open={open}
      title={kit.t('goods.lists.saleMode.title', { count })}
      okText={kit.t('common.confirm')}
      cancelText={kit.t('common.cancel')}
      confirmLoading={busy}
      onOk={() => submit(mode)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={kit.t('goods.lists.saleMode.label')}>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value as '1' | '2')}
            options={[
              { value: '1', label: kit.t('goods.saleMode.1') },
              { value: '2', label: kit.t('goods.saleMode.2') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface PriceChange {
  priceType: PriceType;
  value: string;
}

export function PriceDialog({
  kit,
  count,
  open,
  onCancel,
  onSubmit,
  example,
}: DialogProps<PriceChange> & { example: { name: string; price: string } | null }) {
  const [priceType, setPriceType] = useState<PriceType>('set');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, submit] = useSubmitting(onSubmit);
  const problem = checkPriceChange(priceType, value);
  const showProblem = touched && problem !== null;
  return (
    <Modal
      open={open}
      title={kit.t('goods.lists.price.title', { count })}
      okText={kit.t('common.confirm')}
      cancelText={kit.t('common.cancel')}
      confirmLoading={busy}
      onOk={() => {
        setTouched(true);
        if (problem === null) void submit({ priceType, value: value.trim() });
      }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={kit.t('goods.lists.price.type')}>
          <Radio.Group
            value={priceType}
            onChange={(event) => setPriceType(event.target.value as PriceType)}
            options={(['set', 'percent', 'add'] as const).map((type) => ({
              value: type,
              label: kit.t(`goods.lists.price.types.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={kit.t('goods.lists.price.value')}
          extra={kit.t(`goods.lists.price.hints.${priceType}`)}
          validateStatus={showProblem ? 'error' : undefined}
          help={showProblem ? kit.t(`goods.lists.price.errors.${problem}`) : undefined}
        >
          <Input
            aria-label={kit.t('goods.lists.price.value')}
            value={value}
            inputMode="decimal"
            suffix={priceType === 'percent' ? '%' : undefined}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Form.Item>
        {example && problem === null && (
          <Alert
            type="info"
            title={kit.t('goods.lists.price.example', {
              name: example.name,
              from: Number(example.price).toFixed(2),
              to: previewPrice(example.price, priceType, value),
            })}
          />
        )}
      </Form>
    </Modal>
  );
}

export interface NavChange {
  searchNavIds: string;
  mode: 'replace' | 'add';
}

export function NavDialog({ kit, count, open, onCancel, onSubmit }: DialogProps<NavChange>) {
  const nav = useCall(kit, 'pubNavList', undefined, { enabled: open });
  const tree = useMemo(
    () => (nav.failed ? [] : nav.data ? treeData(nav.data, (node) => node.navId) : null),
    [nav.failed, nav.data],
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<'replace' | 'add'>('replace');
  const [busy, submit] = useSubmitting(onSubmit);
  return (
    <Modal
      open={open}
      title={kit.t('goods.lists.nav.title', { count })}
      okText={kit.t('common.confirm')}
      cancelText={kit.t('common.cancel')}
      confirmLoading={busy}
      onOk={() => submit({ searchNavIds: chosen.join(','), mode })}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={kit.t('goods.lists.nav.label')}>
          <TreeSelect
            aria-label={kit.t('goods.lists.nav.label')}
            treeData={tree ?? []}
            loading={tree === null}
            value={chosen}
            onChange={(values: string[]) => setChosen(values)}
            multiple
            treeCheckable
            treeDefaultExpandAll
            showCheckedStrategy={TreeSelect.SHOW_ALL}
            placeholder={kit.t('goods.lists.nav.placeholder')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={kit.t('goods.lists.nav.mode')}>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value as 'replace' | 'add')}
            options={(['replace', 'add'] as const).map((option) => ({
              value: option,
              label: kit.t(`goods.lists.nav.modes.${option}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
