import { useState, type ReactNode } from 'react';
import type { Lang, TranslationEntity } from '@bazaar/contract';
import { useTranslations } from '../api/use-translations';
import { LanguageMarks } from './language-marks';
import { TranslationForm } from './translation-form';

export interface TranslatedRecordProps {
  entity: TranslationEntity;
  /** The edited record; null for a new one (it has nothing to translate yet). */
  id: number | null;
  /** The record's own editor: shown for its source language. */
  children: ReactNode;
}

/**
 * A product's, shop's or banner's editor with a language switcher: the source language shows the
 * record's own form, any other language that language's translations (saved with translation/save).
 */
export function TranslatedRecord({ entity, id, children }: TranslatedRecordProps) {
  return id === null ? (
    <>{children}</>
  ) : (
    <Switched entity={entity} id={id}>
      {children}
    </Switched>
  );
}

function Switched({ entity, id, children }: { entity: TranslationEntity; id: number; children: ReactNode }) {
  const { data, save, busy } = useTranslations(entity, id);
  const [lang, setLang] = useState<Lang | null>(null);
  const shown = lang ?? data?.source_lang;
  return (
    <>
      {data && <LanguageMarks source={data.source_lang} missing={data.missing} value={shown!} onChange={setLang} />}
      {/* The source form stays mounted while another language is shown: what was typed in it is kept. */}
      <div hidden={!!data && shown !== data.source_lang}>{children}</div>
      {data && shown !== data.source_lang && (
        <TranslationForm key={shown} detail={data} lang={shown!} busy={busy} onSave={(f) => void save(shown!, f)} />
      )}
    </>
  );
}
