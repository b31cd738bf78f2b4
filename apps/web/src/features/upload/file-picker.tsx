import { VIDEO_EXTENSIONS, formatMegabytes } from '@courtside/domain';
import { FileVideo, UploadCloud } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { buttonStyles } from '../../components/ui/button-styles';

const ACCEPT = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/x-msvideo': ['.avi'],
  'video/x-ms-wmv': ['.wmv'],
};
const MAX_BYTES = 2 * 1024 ** 3;

/** File mode of the upload widget: a video dropped or browsed for, the fields given as children, then Upload Game. */
export function FilePicker({ onUpload, children }: { onUpload: (file: File) => void; children?: ReactNode }) {
  const [file, setFile] = useState<File | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const onDrop = useCallback((accepted: File[], rejected: FileRejection[]) => {
    setFile(accepted[0] ?? null);
    // react-dropzone's own messages: 'File type must be ...', 'File is larger than N bytes', 'Too many files'.
    setRejections([...new Set(rejected.flatMap((rejection) => rejection.errors.map((error) => error.message)))]);
  }, []);
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    onDrop,
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_BYTES,
  });

  return (
    <div className="mt-5">
      <div
        {...getRootProps({
          'aria-label': 'Choose a game video: drop it here or press Enter to browse',
          className: `flex cursor-pointer flex-col items-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
            isDragReject
              ? 'border-red-400 bg-red-50'
              : isDragAccept
                ? 'border-green-500 bg-green-50'
                : 'border-slate-300 hover:border-brand-600 hover:bg-brand-50'
          }`,
        })}
        data-testid="dropzone"
      >
        <input {...getInputProps({ 'aria-label': 'Game video file' })} data-testid="file-input" />
        <UploadCloud className="size-10 text-brand-700" aria-hidden="true" />
        <p className="mt-3 font-semibold text-slate-900">
          {isDragReject
            ? 'This file cannot be uploaded'
            : isDragActive
              ? 'Drop the video here'
              : 'Drag and drop your game video here'}
        </p>
        <p className="mt-1 text-sm text-slate-600">or click to browse. {VIDEO_EXTENSIONS.join(' ').toUpperCase()}, up to 2 GB</p>
      </div>
      {rejections.length > 0 && (
        <ul role="alert" className="mt-3 space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {rejections.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {file && (
        <p className="mt-4 flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="selected-file">
          <FileVideo className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
          <span className="text-slate-600">{formatMegabytes(file.size)}</span>
        </p>
      )}
      {children}
      <button
        type="button"
        className={`${buttonStyles.primary} mt-5 w-full`}
        disabled={!file}
        onClick={() => file && onUpload(file)}
      >
        Upload Game
      </button>
    </div>
  );
}
