import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, Modal, Radio, Select, Typography, Upload } from 'antd';
import type { Brand, BrandCategory } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { messageOf, showFieldErrors } from '../catalogue-shared/field-errors';
import { call, upload as uploadFile } from '../../../kit';

interface BrandFormValues {
  brandName: string;
  englishName: string;
  brandCategoryId: string;
  status: '0' | '1';
  logoKey: string;
}

const FORM_FIELDS = ['brandName', 'englishName', 'brandCategoryId', 'status', 'logoKey'] as const;
const LOGO_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Where the browser reads a stored logo: the file call, with the session's cookie. */
export const logoSrc = (kit: HostKit, logoKey: string) => kit.apiUrl(calls.fileGet.path, { key: logoKey });

/**
 * The brand dialog: name, English name, brand category, status and the logo. The logo goes up
 * at once (file/upload.do, purpose brand) and the dialog shows the stored image; saving keeps its
 * key. The server's field errors land on the fields.
 */
export function BrandEditor({
  kit,
  brand,
  categories,
  onClose,
  onSaved,
}: {
  kit: HostKit;
  /** The brand to edit, 'new' for a new one, null when closed. */
  brand: Brand | 'new' | null;
  categories: readonly BrandCategory[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = (key: string) => kit.t(`goods.catalogue.brand.${key}`);
  const [form] = Form.useForm<BrandFormValues>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!brand) return;
    form.resetFields();
    form.setFieldsValue(
      brand === 'new'
        ? { brandName: '', englishName: '', brandCategoryId: '', status: '1', logoKey: '' }
        : {
            brandName: brand.brandName,
            englishName: brand.englishName,
            brandCategoryId: brand.brandCategoryId,
            status: brand.status === 1 ? '1' : '0',
            logoKey: brand.logoKey,
          },
    );
  }, [brand, form]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const picture = new FormData();
      picture.append('file', file);
      const stored = await uploadFile(
        kit,
        'fileUpload',
        picture,
        { purpose: 'brand' },
        { silent: true, timeout: 60_000 },
      );
      form.setFieldsValue({ logoKey: stored.key });
      form.setFields([{ name: 'logoKey', errors: [] }]);
      kit.notify('success', t('uploaded'));
    } catch (error) {
      // A wrong kind of file or one too large: the server says which, on the logo field.
      form.setFields([{ name: 'logoKey', errors: [messageOf(error)] }]);
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    if (!brand) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(
        kit,
        'brandSave',
        {
          ...(brand === 'new' ? {} : { brandId: brand.brandId }),
          brandName: values.brandName.trim(),
          englishName: values.englishName?.trim() ?? '',
          brandCategoryId: values.brandCategoryId ?? '',
          status: values.status,
          logoKey: values.logoKey ?? '',
        },
        { silent: true },
      );
      kit.notify('success', kit.t('goods.common.saved'));
      onSaved();
    } catch (error) {
      if (!showFieldErrors(form, error, FORM_FIELDS)) kit.notify('error', messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={brand !== null}
      title={brand === 'new' ? t('createTitle') : t('editTitle')}
      okText={kit.t('goods.buttons.save')}
      cancelText={kit.t('goods.buttons.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: uploading }}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="brand">
        <Form.Item
          name="brandName"
          label={t('name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: kit.t('goods.common.required', { field: t('name') }),
            },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="englishName" label={t('englishName')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="brandCategoryId" label={t('brandCategory')}>
          <Select
            options={[
              { value: '', label: kit.t('goods.common.none') },
              ...categories.map((category) => ({ value: category.brandCategoryId, label: category.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="status" label={t('status')}>
          <Radio.Group
            options={[
              { value: '1', label: t('statusOn') },
              { value: '0', label: t('statusOff') },
            ]}
          />
        </Form.Item>
        <Form.Item name="logoKey" label={t('logo')} extra={t('logoHint')}>
          <LogoField kit={kit} uploading={uploading} onUpload={upload} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The logo's form control: the stored image (or none), an upload button and a remove link. */
function LogoField({
  kit,
  value,
  onChange,
  uploading,
  onUpload,
}: {
  kit: HostKit;
  value?: string;
  onChange?: (logoKey: string) => void;
  uploading: boolean;
  onUpload: (file: File) => Promise<void>;
}) {
  const t = (key: string) => kit.t(`goods.catalogue.brand.${key}`);
  return (
    <Flex gap={12} align="center">
      {value ? (
        <img
          src={logoSrc(kit, value)}
          alt={t('logo')}
          data-testid="brand-logo-preview"
          style={{ height: 64, maxWidth: 160, objectFit: 'contain', border: '1px solid #f0f0f0' }}
        />
      ) : (
        <Typography.Text type="secondary">{kit.t('goods.common.none')}</Typography.Text>
      )}
      <Upload
        accept={LOGO_TYPES}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void onUpload(file);
          // The upload is ours (through the kit): antd sends nothing.
          return false;
        }}
      >
        <Button loading={uploading}>{t('logoUpload')}</Button>
      </Upload>
      {value && (
        <Button type="link" danger onClick={() => onChange?.('')}>
          {t('logoRemove')}
        </Button>
      )}
    </Flex>
  );
}
