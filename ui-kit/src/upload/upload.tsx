import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { dropZoneVariants } from '../lib/variants';

export type UploadProblem = 'type' | 'size' | 'count';

export interface UploadRules {
  /** Allowed extensions (".png") and/or MIME types ("image/png"). Empty = anything. */
  accept?: readonly string[];
  /** Largest allowed size in bytes. */
  maxSize?: number;
}

/** Checks one file against the rules by its name, type and size (content checks are the caller's). */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept = [], maxSize }: UploadRules,
): UploadProblem | null {
  if (accept.length) {
    const name = file.name.toLowerCase();
    const ok = accept.some((a) => (a.startsWith('.') ? name.endsWith(a.toLowerCase()) : a.toLowerCase() === file.type));
    if (!ok) return 'type';
  }
  if (maxSize !== undefined && file.size > maxSize) return 'size';
  return null;
}

export interface UploadProps extends UploadRules {
  label: ReactNode;
  /** The call to action inside the drop zone ("Drop a file here or browse"). */
  prompt: ReactNode;
  hint?: ReactNode;
  /** Texts for the problems the kit detects itself. */
  messages: Record<UploadProblem, string>;
  /** The chosen valid file, or null when the choice was cleared or refused. */
  onChange: (file: File | null, problem: UploadProblem | null) => void;
  /** An error from the caller (missing file, content check); shown instead of the kit's own. */
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** One file by browsing or drag and drop, checked against accept and size; errors are announced. */
export function Upload({
  label,
  prompt,
  hint,
  messages,
  onChange,
  error,
  accept,
  maxSize,
  disabled,
  className,
  ...rest
}: UploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const id = useId();
  const [inputId, labelId, noteId] = [`${id}-input`, `${id}-label`, `${id}-note`];

  const take = (files: FileList | null) => {
    const list = files ? [...files] : [];
    const found: UploadProblem | null = list.length > 1 ? 'count' : list[0] ? checkFile(list[0], { accept, maxSize }) : null;
    const chosen = found ? null : (list[0] ?? null);
    setProblem(found);
    setFile(chosen);
    onChange(chosen, found);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const shown = error ?? (problem ? messages[problem] : null);

  return (
    <div className={cn('flex flex-col gap-1.5', className)} data-testid={rest['data-testid']}>
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <label
        htmlFor={inputId}
        data-dragging={dragging ? '' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={dropZoneVariants(
          { state: shown ? 'invalid' : 'normal' },
          disabled ? 'cursor-not-allowed opacity-60' : undefined,
        )}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
          className="size-7 text-slate-400"
        >
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="font-medium text-brand-700">{prompt}</span>
        {file && (
          <span data-testid="upload-file" className="text-xs text-slate-700">
            {file.name} · {formatSize(file.size)}
          </span>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          aria-labelledby={labelId}
          aria-describedby={hint || shown ? noteId : undefined}
          className="sr-only"
          accept={accept?.join(',')}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => take(e.target.files)}
        />
      </label>
      {hint && !shown && (
        <p id={noteId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {shown && (
        <p id={noteId} data-error="" role="alert" className="text-xs font-medium text-red-600">
          {shown}
        </p>
      )}
    </div>
  );
}
