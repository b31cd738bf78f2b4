/** An upload speed like `2.4 MB/s`. */
export function formatSpeed(bytesPerSecond: number | null): string {
  if (bytesPerSecond === null) return 'Measuring speed...';
  const megabytes = bytesPerSecond / (1024 * 1024);
  return megabytes >= 1 ? `${megabytes.toFixed(1)} MB/s` : `${Math.max(1, Math.round(bytesPerSecond / 1024))} KB/s`;
}

/** Time left like `45 s left`, `3 min 5 s left` or `1 h 20 min left`. */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null) return 'Estimating time left...';
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}
