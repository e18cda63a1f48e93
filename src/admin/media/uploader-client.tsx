'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type DragEvent } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import copy from '@messages/admin/media.json';
import { fill } from '../fill';

const c = copy.upload;

interface UploadedItem {
  id: string;
  path: string;
  name: string;
  fileName: string;
}

type Upload = {
  key: number;
  name: string;
  /** 0–1 while the bytes go up; then the server checks the file. */
  progress: number;
  state: 'uploading' | 'checking' | 'added' | 'existing' | 'failed';
  message?: string;
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * One file to the upload address with XMLHttpRequest: fetch cannot report an upload's progress. `replace` names the
 * item whose file it replaces.
 */
export function send(
  file: File,
  onProgress: (share: number) => void,
  replace?: string,
): Promise<{ status: number; body: Record<string, unknown> | undefined }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    if (replace) request.setRequestHeader('X-Replace', replace);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => resolve({ status: request.status, body: request.response ?? undefined });
    request.onerror = () => resolve({ status: 0, body: undefined });
    request.send(file);
  });
}

export function failureOf(status: number, body: Record<string, unknown> | undefined): string {
  if (typeof body?.message === 'string') return body.message;
  if (status === 0) return c.network;
  if (status === 401) return c.signedOut;
  if (status === 413) return c.tooLargeServer;
  return fill(c.serverError, { reference: typeof body?.reference === 'string' ? body.reference : String(status) });
}

/**
 * Drag and drop or a file picker, several files at once: each goes up on its own (two at a time), with its progress
 * bar and, when the library refuses it, the reason beside its name. A file over the size limit is refused here
 * before a byte is sent (the server refuses it too). `onUploaded` gets each image taken, new or already there.
 */
export function MediaUploader({
  maxBytes,
  onUploaded,
  compact = false,
  refresh = true,
}: {
  maxBytes: number;
  onUploaded?: (item: UploadedItem) => void;
  compact?: boolean;
  /**
   * Whether the page is drawn again after the uploads (the library's grid). A picker lists the library itself, and
   * redrawing an editor's page would remount its form (keyed by its draft's version) and close the picker.
   */
  refresh?: boolean;
}) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const next = useRef(0);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function uploadOne(file: File, key: number) {
    if (file.size > maxBytes) {
      const message = fill(c.tooLarge, { name: file.name, size: megabytes(file.size), limit: megabytes(maxBytes) });
      return update(key, { state: 'failed', message });
    }
    const { status, body } = await send(file, (progress) =>
      update(key, { progress, state: progress >= 1 ? 'checking' : 'uploading' }),
    );
    if ((status === 200 || status === 201) && body?.item) {
      const item = body.item as UploadedItem;
      update(key, { state: body.status === 'existing' ? 'existing' : 'added', progress: 1 });
      onUploaded?.(item);
      return;
    }
    update(key, { state: 'failed', message: failureOf(status, body) });
  }

  async function start(files: readonly File[]) {
    if (!files.length) return;
    const queued = files.map((file) => ({ file, key: next.current++ }));
    setUploads((list) => [
      ...list,
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'uploading' as const })),
    ]);
    // Two at a time: each has its own progress, and the server decodes at most two at once anyway.
    const waiting = [...queued];
    const worker = async () => {
      for (let job = waiting.shift(); job; job = waiting.shift()) await uploadOne(job.file, job.key);
    };
    await Promise.all([worker(), worker()]);
    if (refresh) router.refresh();
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void start([...event.dataTransfer.files]);
  };

  const finished = uploads.some((upload) => upload.state !== 'uploading' && upload.state !== 'checking');
  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="media-dropzone"
        className={clsx(
          'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed text-center transition-colors',
          compact ? 'p-4' : 'p-8',
          over
            ? 'border-ember-600 bg-ember-50 dark:bg-ember-800/20'
            : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60',
        )}
      >
        <p className="font-semibold">
          {c.drop} <span className="font-normal text-slate-600 dark:text-slate-400">{c.or}</span>
        </p>
        <label
          htmlFor={`${id}-files`}
          className={clsx(buttonVariants({ variant: 'secondary', size: 'sm' }), 'cursor-pointer')}
        >
          {c.choose}
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void start(files);
          }}
        />
        <p className="max-w-prose text-xs text-slate-600 dark:text-slate-400">
          {fill(c.accepted, { size: megabytes(maxBytes) })}
        </p>
      </div>
      {uploads.length > 0 && (
        <div className="mt-3">
          <ul aria-label={c.statusLabel} className="space-y-2">
            {uploads.map((upload) => (
              <li key={upload.key} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 truncate font-medium">{upload.name}</span>
                  <span
                    role="status"
                    className={clsx(
                      'shrink-0 text-xs font-semibold',
                      upload.state === 'failed'
                        ? 'text-red-700 dark:text-red-400'
                        : 'text-slate-700 dark:text-slate-300',
                    )}
                  >
                    {c[upload.state]}
                  </span>
                </div>
                {(upload.state === 'uploading' || upload.state === 'checking') && (
                  <progress
                    className="mt-2 block h-2 w-full accent-ember-600"
                    max={1}
                    value={upload.state === 'checking' ? undefined : upload.progress}
                    aria-label={fill(c.progress, { name: upload.name })}
                  />
                )}
                {upload.message && <p className="mt-1 text-red-700 dark:text-red-400">{upload.message}</p>}
              </li>
            ))}
          </ul>
          {finished && (
            <button
              type="button"
              className={clsx(buttonVariants({ variant: 'ghost', size: 'sm' }), 'mt-2')}
              onClick={() =>
                setUploads((list) => list.filter((u) => u.state === 'uploading' || u.state === 'checking'))
              }
            >
              {c.dismiss}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
