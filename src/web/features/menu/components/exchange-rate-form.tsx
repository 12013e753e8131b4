import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/web/lib/toast';
import { getTodayInZone } from '@/shared/domain/hours';
import { formatKhr, usdToKhr } from '@/shared/domain/money';
import {
  updateExchangeRateSchema,
  type ExchangeRate,
  type UpdateExchangeRateInput,
} from '@/shared/schemas/exchange-rate.schema';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { formatCalendarDate, RESTAURANT_TIME_ZONE } from '@/web/lib/format-date';
import { useExchangeRate, useSetExchangeRate } from '../api/exchange-rate';
import { messageText } from '@/web/lib/error-text';
import { Form } from 'react-router';
import { useActionFailure } from '@/web/lib/action-result';

/** /admin/settings: the riel-per-dollar rate, and when it was set. */
export function ExchangeRateCard() {
  const { t } = useTranslation('menu');
  const query = useExchangeRate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('exchangeRateTitle')}</CardTitle>
        <CardDescription>{t('exchangeRateDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <ExchangeRateForm initial={query.data} />
        ) : query.isError ? (
          <p className="text-sm text-red-700">{t('exchangeRateLoadError')}</p>
        ) : (
          <Skeleton className="h-20 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The rate's form: sent to /admin/settings' action before or without scripts (intent `exchange-rate`),
 * whose refusal comes back with what was typed and the field's message.
 */
function ExchangeRateForm({ initial }: { initial: ExchangeRate }) {
  const { t, i18n } = useTranslation('menu');
  const save = useSetExchangeRate();
  const refused = useActionFailure('exchange-rate');
  const sent = refused?.values?.khrPerUsd;
  const form = useForm<UpdateExchangeRateInput>({
    resolver: zodResolver(updateExchangeRateSchema),
    defaultValues: { khrPerUsd: sent === undefined ? initial.khrPerUsd : Number(sent) },
  });
  const rate = form.watch('khrPerUsd');
  const { errors, isSubmitted } = form.formState;
  const message =
    errors.khrPerUsd?.message ??
    (isSubmitted || !refused
      ? undefined
      : (refused.error.fields?.khrPerUsd ?? refused.error.key ?? refused.error.message));
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('exchangeRateSaved')),
      onError: () => toast.error(t('exchangeRateSaveFailed'), { description: t('errorExchangeRate') }),
    }),
  );
  const setAt = save.data?.setAt ?? initial.setAt;
  return (
    <Form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="exchange-rate" />
      <FormField
        label={t('fieldKhrPerUsd')}
        error={messageText(t, message)}
        hint={
          Number.isInteger(rate) && rate > 0
            ? t('exchangeRateExample', { khr: formatKhr(usdToKhr(4.5, rate), i18n.language) })
            : undefined
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          step={1}
          defaultValue={sent ?? String(initial.khrPerUsd)}
          {...form.register('khrPerUsd', { valueAsNumber: true })}
        />
      </FormField>
      <p className="text-sm text-slate-600">
        {setAt
          ? t('exchangeRateSetOn', {
              date: formatCalendarDate(getTodayInZone(new Date(setAt), RESTAURANT_TIME_ZONE), i18n.language),
            })
          : t('exchangeRateDefault')}
      </p>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('saveExchangeRate')}
        </Button>
      </div>
    </Form>
  );
}
