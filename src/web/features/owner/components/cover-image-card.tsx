import { ImageIcon, Loader2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import { COVER_ACCEPT, COVER_MAX_BYTES, isAllowedCoverType } from '@/shared/schemas/owner-restaurant.schema';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ApiError } from '@/web/lib/api-client';
import { useUploadCoverImage } from '../api/upload-cover-image';
import { errorMessage, messageText } from '@/web/lib/error-text';
import { Alert } from '@/web/components/ui/alert';
import { useActionFailure } from '@/web/lib/action-result';
import { useHasMounted } from '@/web/lib/use-has-mounted';

/**
 * The cover image and its upload button (JPEG, PNG or WebP up to 5 MB, checked here and on the server).
 * Until the page's scripts run it is a plain multipart form (the file field and an Upload button) sent
 * to the page's action, which answers a refusal with the API's message key.
 */
export function CoverImageCard({
  restaurantId,
  restaurantName,
  imageUrl,
}: {
  restaurantId: string;
  restaurantName: string;
  imageUrl: string | null;
}) {
  const { t } = useTranslation('owner');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadCoverImage(restaurantId);
  const hasMounted = useHasMounted();
  const failure = useActionFailure('cover');

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!isAllowedCoverType(file.type)) {
      toast.error(t('uploadFailedTitle'), { description: t('errorImageType') });
      return;
    }
    if (file.size > COVER_MAX_BYTES) {
      toast.error(t('uploadFailedTitle'), { description: t('errorImageSize') });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('imageUploadedTitle'), { description: t('imageUploadedDescription') }),
      onError: (error) => {
        const known =
          error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
        toast.error(t('uploadFailedTitle'), {
          description: known ? errorMessage(t, error) : t('uploadFailedDescription'),
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('coverTitle')}</CardTitle>
        <CardDescription>{t('coverDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="relative aspect-[3/1] w-full overflow-hidden rounded-lg bg-slate-100">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={t('coverAlt', { name: restaurantName })}
              className="h-full w-full object-cover"
              data-testid="owner-cover-image"
            />
          ) : (
            <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-slate-500">
              <ImageIcon className="h-10 w-10" aria-hidden="true" />
              <span className="text-sm">{t('noCover')}</span>
            </div>
          )}
          {upload.isPending ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/70" role="status">
              <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden="true" />
              <span className="sr-only">{t('uploading')}</span>
            </div>
          ) : null}
        </div>
        {failure ? (
          <Alert>
            <strong className="font-semibold">{t('uploadFailedTitle')}</strong>{' '}
            {messageText(t, failure.error.key ?? failure.error.message)}
          </Alert>
        ) : null}
        <form
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-center gap-3"
          onSubmit={(event) => event.preventDefault()}
        >
          <input type="hidden" name="restaurantId" value={restaurantId} />
          <input
            ref={inputRef}
            id={inputId}
            name="file"
            type="file"
            accept={COVER_ACCEPT}
            className={hasMounted ? 'sr-only' : 'max-w-full text-sm'}
            onChange={(event) => onFile(event.target.files?.[0])}
            disabled={upload.isPending}
            aria-label={t('chooseCover')}
          />
          {hasMounted ? (
            <Button
              type="button"
              variant="outline"
              disabled={upload.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {upload.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Upload className="h-4 w-4" aria-hidden="true" />
              )}
              {upload.isPending ? t('uploading') : t('chooseCover')}
            </Button>
          ) : (
            <Button type="submit" variant="outline">
              <Upload className="h-4 w-4" aria-hidden="true" />
              {t('uploadCover')}
            </Button>
          )}
          <span className="text-xs text-slate-500">{t('coverHint')}</span>
        </form>
      </CardContent>
    </Card>
  );
}
