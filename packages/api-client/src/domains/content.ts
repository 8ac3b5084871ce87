import type {
  Article,
  LanguageItem,
  MerchantApplication,
  MerchantApplyBody,
  Notification,
  NotificationReadBody,
  Page,
  PageQuery,
  ServiceChannel,
  UploadAnswer,
} from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Languages, articles, notifications, customer service, uploads and merchant entry. */
export function createContentApi(http: RequestFn) {
  const get = <T>(url: string, params?: object) => http<T>({ method: 'GET', url, params });
  return {
    /** The selectable languages (public). */
    languages: () => get<LanguageItem[]>('/user/language_list'),
    /** Stores the user's language. */
    setLanguage: (lang: string) => get<null>('/user/set_language', { lang }),
    /** Help and support articles (public). */
    helpSupport: () => get<Article[]>('/user/help_support'),
    /** Legal and policy articles (public). */
    law: () => get<Article[]>('/user/law'),
    /** Platform information (public). */
    platform: () => get<Article[]>('/user/platform'),
    /** A page of notifications. */
    notifications: (query: PageQuery = {}) => get<Page<Notification>>('/notification/list', query),
    /** Marks some (`ids`) or all notifications as read. */
    readNotifications: (body: NotificationReadBody) =>
      http<null>({ method: 'POST', url: '/notification/read', data: body }),
    /** Customer-service channels (public). */
    service: () => get<ServiceChannel[]>('/common/service'),
    /**
     * Uploads an image (JPEG, PNG, WebP, GIF; ≤ 5 MB); other calls take the answer's `url`.
     * @example const { url } = await client.content.upload(input.files[0]);
     */
    upload: (file: Blob, filename?: string) => {
      const form = new FormData();
      if (filename === undefined) form.append('file', file);
      else form.append('file', file, filename);
      return http<UploadAnswer>({ method: 'POST', url: '/common/upload', data: form });
    },
    /** Applies to open a shop. */
    merchantApply: (body: MerchantApplyBody) =>
      http<MerchantApplication>({ method: 'POST', url: '/merchant/apply', data: body }),
    /** The caller's merchant applications, newest first (the entry form shows a pending one). */
    merchantApplications: () => get<MerchantApplication[]>('/merchant/my_applications'),
  };
}
/** Content: languages, help and legal articles, notifications, the service contact, uploads and merchant applications. */
export type ContentApi = ReturnType<typeof createContentApi>;
