import { useState } from 'react';
import { Button, Form, Image, Input, Select, Space, Tabs, TreeSelect, Upload } from 'antd';
import { useSnapshot } from 'valtio';
import type { NavNode, StoreItem } from '@rcadmin/contract';
import { isCallError } from '../../../host-kit';
import { addPicture, removeRow, setSkuField } from '../../stores/sku-draft';
import { callUrl, uploadPicture } from '../../../kit';
import { RemoveButton, type SectionProps } from './list-sections';

/** Store navigation (pubNav's tree into searchNavIds) and the stores that sell the SKU (storeList). */
export function StoresSection({
  kit,
  draft,
  readOnly,
  navigation,
  stores,
}: SectionProps & { navigation: NavNode[]; stores: StoreItem[] }) {
  const snap = useSnapshot(draft);
  const t = kit.t;
  // The stores offered, and those chosen that the user's own stores do not list.
  const known = [
    ...stores,
    ...snap.storeList.filter((chosen) => !stores.some((store) => store.storeId === chosen.storeId)),
  ];
  return (
    <div data-section="stores">
      <Form.Item label={t('goods.form.fields.searchNavIds')} htmlFor="sku-searchNavIds">
        <TreeSelect
          id="sku-searchNavIds"
          treeData={navigation}
          fieldNames={{ value: 'navId', label: 'name' }}
          value={[...snap.searchNavIds]}
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_ALL}
          treeCheckStrictly={false}
          disabled={readOnly}
          placeholder={t('goods.form.placeholders.searchNavIds')}
          onChange={(ids: string[] | { value: string }[]) =>
            setSkuField(
              draft,
              'searchNavIds',
              ids.map((id) => (typeof id === 'string' ? id : id.value)),
            )
          }
        />
      </Form.Item>
      <Form.Item label={t('goods.form.fields.storeList')} htmlFor="sku-storeList">
        <Select
          id="sku-storeList"
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          value={snap.storeList.map((store) => store.storeId)}
          options={known.map((store) => ({ value: store.storeId, label: store.storeName }))}
          disabled={readOnly}
          placeholder={t('goods.form.placeholders.storeList')}
          onChange={(ids: string[]) =>
            setSkuField(
              draft,
              'storeList',
              ids.flatMap((id) =>
                known
                  .filter((store) => store.storeId === id)
                  .map(({ storeId, storeCode, storeName }) => ({ storeId, storeCode, storeName })),
              ),
            )
          }
        />
      </Form.Item>
    </div>
  );
}

const DETAIL_IMAGES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
type DetailImage = `detailImg${(typeof DETAIL_IMAGES)[number]}`;

/**
 * Pictures (picList, up to getConfSetting.do's maximum) and the detail images detailImg1-8, each
 * uploaded through file/upload.do; the server checks kind and size, and its message is shown.
 */
export function PicturesSection({ kit, draft, readOnly, max }: SectionProps & { max: number }) {
  const snap = useSnapshot(draft);
  const t = kit.t;
  const [uploading, setUploading] = useState(false);
  const fileUrl = (key: string) => callUrl(kit, 'fileGet', { key });

  const upload = async (file: File, done: (key: string) => void) => {
    setUploading(true);
    try {
      done(await uploadPicture(kit, file, 'sku'));
    } catch (error) {
      kit.notify('error', isCallError(error) ? error.msg : t('goods.form.pictures.failed'));
    } finally {
      setUploading(false);
    }
  };

  const picker = (label: string, onFile: (file: File) => void) => (
    <Upload
      accept="image/png,image/jpeg,image/webp,image/gif"
      showUploadList={false}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
    >
      <Button loading={uploading} aria-label={label}>
        {label}
      </Button>
    </Upload>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-section="pictures">
      <h4>{t('goods.form.pictures.title', { count: snap.picList.length, max })}</h4>
      <Space wrap>
        {snap.picList.map((key, index) => (
          <Space key={key} orientation="vertical" align="center" data-picture={key}>
            <Image
              src={fileUrl(key)}
              width={96}
              height={96}
              alt={t('goods.form.pictures.alt', { n: index + 1 })}
            />
            {!readOnly && <RemoveButton kit={kit} small onClick={() => removeRow(draft, 'picList', index)} />}
          </Space>
        ))}
      </Space>
      {!readOnly &&
        snap.picList.length < max &&
        picker(
          t('goods.form.pictures.upload'),
          (file) => void upload(file, (key) => addPicture(draft, key, max)),
        )}
      <h4>{t('goods.form.pictures.details')}</h4>
      <Space wrap>
        {DETAIL_IMAGES.map((n) => {
          const field: DetailImage = `detailImg${n}`;
          const key = snap[field];
          const label = t('goods.form.pictures.detail', { n });
          return (
            <Space key={field} orientation="vertical" align="center" data-detail={field}>
              <span>{label}</span>
              {key ? <Image src={fileUrl(key)} width={72} height={72} alt={label} /> : null}
              {!readOnly &&
                (key ? (
                  <RemoveButton kit={kit} small onClick={() => setSkuField(draft, field, '')} />
                ) : (
                  picker(
                    `${t('goods.form.pictures.upload')} ${label}`,
                    (file) => void upload(file, (stored) => setSkuField(draft, field, stored)),
                  )
                ))}
            </Space>
          );
        })}
      </Space>
    </Space>
  );
}

/**
 * The rich content (content, htmlSX): HTML typed in a plain text area, with a preview. The server
 * sanitises what it stores; the preview shows the text as the browser reads it, in a sandboxed frame.
 */
export function ContentSection({ kit, draft, readOnly }: SectionProps) {
  const snap = useSnapshot(draft);
  const t = kit.t;
  const pane = (field: 'content' | 'htmlSX') => ({
    key: field,
    label: t(`goods.form.fields.${field}`),
    children: (
      <Tabs
        size="small"
        items={[
          {
            key: 'edit',
            label: t('common.edit'),
            children: (
              <Input.TextArea
                aria-label={t(`goods.form.fields.${field}`)}
                rows={8}
                maxLength={40_000}
                value={snap[field]}
                disabled={readOnly}
                onChange={(event) => setSkuField(draft, field, event.target.value)}
              />
            ),
          },
          {
            key: 'preview',
            label: t('goods.form.content.preview'),
            children: (
              <iframe
                title={t('goods.form.content.preview')}
                sandbox=""
                srcDoc={snap[field]}
                style={{ width: '100%', minHeight: 200, border: '1px solid #f0f0f0' }}
              />
            ),
          },
        ]}
      />
    ),
  });
  return (
    <div data-section="content">
      <Tabs items={[pane('content'), pane('htmlSX')]} />
    </div>
  );
}
