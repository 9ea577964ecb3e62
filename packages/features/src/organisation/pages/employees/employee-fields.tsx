import { useState } from 'react';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { uploadPicture, useCall } from '../../../kit';
import { StoreSelect } from '../../shared/store-select';
import { messageOf } from '../../../shared/call-refusal';

const PICTURE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Where the browser reads a stored picture: the file call, with the session's cookie. */
export const pictureSrc = (kit: HostKit, key: string) => kit.apiUrl(calls.fileGet.path, { key });

/**
 * The head picture's form control (value: the stored file's key): the picture with a preview on
 * click, an upload button (file/upload.do, purpose head, at once) and a remove link. A refused
 * file (kind, size) is reported through `onError`, for the form to show on the field.
 */
export function HeadPicField({
  kit,
  value,
  onChange,
  disabled,
  onError,
}: {
  kit: HostKit;
  value?: string;
  onChange?: (key: string) => void;
  disabled?: boolean;
  onError: (message: string) => void;
}) {
  const t = (key: string) => kit.t(`org.people.employees.${key}`);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadPicture(kit, file, 'head'));
    } catch (error) {
      onError(messageOf(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex gap={12} align="center">
      {value ? (
        <Image
          src={pictureSrc(kit, value)}
          alt={t('headPic')}
          width={72}
          height={72}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          data-testid="head-pic-preview"
        />
      ) : (
        <Typography.Text type="secondary">{t('noPicture')}</Typography.Text>
      )}
      {!disabled && (
        <>
          <Upload
            accept={PICTURE_TYPES}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void upload(file);
              // The upload is ours (through the kit): antd sends nothing.
              return false;
            }}
          >
            <Button loading={uploading}>{t('upload')}</Button>
          </Upload>
          {value && (
            <Button type="link" danger onClick={() => onChange?.('')}>
              {t('removePicture')}
            </Button>
          )}
        </>
      )}
    </Flex>
  );
}

/**
 * The home department by store code (the employee's deptCode) over the shared store picker, whose
 * value is a store id: a code read from the employee is matched to its store once.
 */
export function DeptCodeSelect({
  kit,
  id,
  value,
  onChange,
  disabled,
  placeholder,
}: {
  kit: HostKit;
  id?: string;
  value?: string;
  onChange?: (storeCode: string) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  /** The store last chosen here: its code needs no search. */
  const [chosen, setChosen] = useState<{ code: string; storeId: string } | null>(null);
  const code = value ?? '';
  const found = useCall(
    kit,
    'storeQueryAll',
    { keyword: code },
    { silent: true, enabled: !!code && chosen?.code !== code },
  );
  const storeId =
    chosen?.code === code ? chosen.storeId : found.data?.list.find((store) => store.storeCode === code)?.id;

  return (
    <StoreSelect
      kit={kit}
      id={id}
      includeDisabled
      disabled={disabled}
      placeholder={placeholder}
      value={code ? storeId || undefined : undefined}
      onChange={(_, store) => {
        if (store) setChosen({ code: store.storeCode, storeId: store.id });
        onChange?.(store?.storeCode ?? '');
      }}
    />
  );
}
