import { useState } from 'react';
import { Button, Flex, Form, Select, Typography, Upload } from 'antd';
import type { Brand, BrandCategory } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { messageOf } from '../../../shared/call-refusal';
import { FormModal, call, callUrl, uploadPicture, textsOf } from '../../../kit';

interface BrandFormValues {
  brandName: string;
  englishName: string;
  brandCategoryId: string;
  status: '0' | '1';
  logoKey: string;
}

const LOGO_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

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
  const t = textsOf(kit, 'goods.catalogue.brand');
  const [uploading, setUploading] = useState(false);
  return (
    <FormModal<Brand, BrandFormValues, unknown>
      kit={kit}
      editing={brand}
      name="brand"
      title={brand === 'new' ? t('createTitle') : t('editTitle')}
      texts={{ required: (field) => kit.t('goods.common.required', { field }) }}
      busy={uploading}
      valuesOf={(item) => ({
        brandName: item?.brandName ?? '',
        englishName: item?.englishName ?? '',
        brandCategoryId: item?.brandCategoryId ?? '',
        status: !item || item.status === 1 ? '1' : '0',
        logoKey: item?.logoKey ?? '',
      })}
      rows={[
        { name: 'brandName', label: t('name'), required: true, max: 64 },
        { name: 'englishName', label: t('englishName'), max: 64 },
        {
          name: 'brandCategoryId',
          label: t('brandCategory'),
          input: (
            <Select
              options={[
                { value: '', label: kit.t('common.none') },
                ...categories.map((category) => ({ value: category.brandCategoryId, label: category.name })),
              ]}
            />
          ),
        },
        {
          name: 'status',
          label: kit.t('common.status'),
          choices: [
            { value: '1', label: t('statusOn') },
            { value: '0', label: t('statusOff') },
          ],
        },
        {
          name: 'logoKey',
          label: t('logo'),
          extra: t('logoHint'),
          input: <LogoField kit={kit} uploading={uploading} onUploading={setUploading} />,
        },
      ]}
      save={(values, item) =>
        call(
          kit,
          'brandSave',
          {
            ...(item ? { brandId: item.brandId } : {}),
            brandName: values.brandName.trim(),
            englishName: values.englishName?.trim() ?? '',
            brandCategoryId: values.brandCategoryId ?? '',
            status: values.status,
            logoKey: values.logoKey ?? '',
          },
          { silent: true },
        )
      }
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

/**
 * The logo's form control: the stored image (or none), an upload button and a remove link. A
 * picture goes up at once; a wrong kind of file or one too large is refused on the field, in the
 * server's words.
 */
function LogoField({
  kit,
  value,
  onChange,
  uploading,
  onUploading,
}: {
  kit: HostKit;
  value?: string;
  onChange?: (logoKey: string) => void;
  uploading: boolean;
  onUploading: (uploading: boolean) => void;
}) {
  const t = textsOf(kit, 'goods.catalogue.brand');
  const form = Form.useFormInstance();
  const upload = async (file: File) => {
    onUploading(true);
    try {
      onChange?.(await uploadPicture(kit, file, 'brand'));
      form.setFields([{ name: 'logoKey', errors: [] }]);
      kit.notify('success', t('uploaded'));
    } catch (error) {
      form.setFields([{ name: 'logoKey', errors: [messageOf(error)] }]);
    } finally {
      onUploading(false);
    }
  };
  return (
    <Flex gap={12} align="center">
      {value ? (
        <img
          src={callUrl(kit, 'fileGet', { key: value })}
          alt={t('logo')}
          data-testid="brand-logo-preview"
          style={{ height: 64, maxWidth: 160, objectFit: 'contain', border: '1px solid #f0f0f0' }}
        />
      ) : (
        <Typography.Text type="secondary">{kit.t('common.none')}</Typography.Text>
      )}
      <Upload
        accept={LOGO_TYPES}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void upload(file);
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
