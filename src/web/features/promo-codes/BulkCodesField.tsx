import { Alert, Box, FileInput, ScrollArea, Stack } from '@mantine/core';
import { IconCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PROMO_BULK_MESSAGES as B, PROMO_FORM_TEXTS as T } from '../../../contracts/promo-codes.messages.ts';
import type { BulkCodesResult } from '../../../domain/promo-codes.ts';
import { readCodesFile } from './bulk-file.ts';
import type { PromoForm, SetPromoField } from './PromoFields.tsx';

/**
 * The bulk import's file (content-management 5 Bulk codes): read and checked in the browser as soon as it is chosen.
 * A good file gives its codes and 'File uploaded successfully. Found {n} codes.'; a bad one lists every bad line and
 * gives no codes. Removing the file drops its codes.
 */
export function BulkCodesField({ form, set }: { form: PromoForm; set: SetPromoField }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<BulkCodesResult | null>(null);
  const [reading, setReading] = useState(false);
  // A second file chosen while the first is read wins.
  const latest = useRef<File | null>(null);

  const choose = async (next: File | null) => {
    latest.current = next;
    setFile(next);
    setResult(null);
    set('uploadedCodes', []);
    setReading(next !== null);
    if (!next) return;
    const read = await readCodesFile(next);
    if (latest.current !== next) return;
    setReading(false);
    setResult(read);
    if (!read.problems.length) set('uploadedCodes', read.codes);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={T.uploadedCodes}
        description={T.uploadHint}
        placeholder={T.chooseFile}
        required
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': T.removeFile }}
        leftSection={<IconFileTypeCsv size={18} />}
        value={file}
        onChange={(next) => void choose(next)}
        error={form.errors.uploadedCodes}
        disabled={reading}
        maw={480}
      />
      {result && result.problems.length ? (
        <Alert color="red" variant="light" role="alert" data-testid="bulk-code-problems">
          <ScrollArea.Autosize mah={200}>
            <Box component="ul" m={0} pl="md">
              {result.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          </ScrollArea.Autosize>
        </Alert>
      ) : null}
      {result && !result.problems.length ? (
        <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status">
          {B.uploaded(result.codes.length)}
        </Alert>
      ) : null}
    </Stack>
  );
}
