import { SETTINGS_MESSAGES, STORE_IMAGE_MAX_BYTES } from '@comandero/contracts';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/button';
import { es } from '../../../i18n/es';
import { settingsText } from '../../../i18n/settings';
import { errorMessage } from '../../../lib/api-error';
import { useUploadStoreImage } from './store-api';

const t = settingsText.store;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

export type StoreImageFieldProps = {
  /** The stored path ('/api/v1/uploads/…') or null. */
  image: string | null;
  onChange: (image: string | null) => void;
};

/**
 * Logo picker with preview. The file is uploaded as soon as it is chosen (the server checks its bytes
 * and size again) and becomes the store's logo then and there; removing it is a change of the form.
 */
export function StoreImageField({ image, onChange }: StoreImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadStoreImage();
  const [error, setError] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again after a refusal fires a change.
    event.target.value = '';
    if (!file) return;
    if (file.type && !ACCEPTED.includes(file.type)) return setError(SETTINGS_MESSAGES.imageType);
    if (file.size > STORE_IMAGE_MAX_BYTES) return setError(SETTINGS_MESSAGES.imageTooLarge);
    setError(null);
    upload.mutate(file, {
      onSuccess: (res) => onChange(res.image),
      onError: (err) => setError(errorMessage(err, es.common.somethingWrong)),
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
        {t.image}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
          {image ? (
            <img src={image} alt={t.imageAlt} className="size-full object-contain" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-stone-400">
              <IconPhoto size={28} stroke={1.5} aria-hidden />
              {t.noImage}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              icon={<IconUpload size={18} aria-hidden />}
              loading={upload.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {image ? t.changeImage : t.chooseImage}
            </Button>
            {image ? (
              <Button variant="ghost" icon={<IconTrash size={18} aria-hidden />} onClick={() => onChange(null)}>
                {t.removeImage}
              </Button>
            ) : null}
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error}
            </p>
          ) : (
            <p className="text-sm text-stone-500">{t.imageHint}</p>
          )}
        </div>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED.join(',')}
        className="sr-only"
        tabIndex={-1}
        onChange={choose}
      />
    </div>
  );
}
