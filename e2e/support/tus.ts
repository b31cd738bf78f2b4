/** The tus protocol as our browsers speak it to /api/uploads, for tests and benches that upload from Node. */

const b64 = (value: string) => Buffer.from(value).toString('base64');

/**
 * Creates an upload of `size` bytes and answers its absolute URL; throws unless the server answered 201. `details`
 * are the game's details as the upload form sends them (the team, opponent, day, home or away): a JSON object in
 * the `details` metadata.
 */
export async function createUpload(
  baseUrl: string,
  cookie: string,
  file: { size: number; filename: string; name?: string; filetype?: string },
  details?: object,
): Promise<string> {
  const metadata = [
    `filename ${b64(file.filename)}`,
    ...(file.name ? [`name ${b64(file.name)}`] : []),
    ...(file.filetype ? [`filetype ${b64(file.filetype)}`] : []),
    ...(details ? [`details ${b64(JSON.stringify(details))}`] : []),
  ].join(',');
  const created = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      origin: baseUrl,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(file.size),
      'Upload-Metadata': metadata,
    },
  });
  if (created.status !== 201) throw new Error(`upload creation failed: ${String(created.status)} ${await created.text()}`);
  return new URL(created.headers.get('location') ?? '', `${baseUrl}/api/uploads`).toString();
}

/** The headers of a PATCH that sends bytes from `offset`. */
export const patchHeaders = (offset: number) => ({
  'Tus-Resumable': '1.0.0',
  'Upload-Offset': String(offset),
  'Content-Type': 'application/offset+octet-stream',
});
