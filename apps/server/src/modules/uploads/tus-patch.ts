import { close as closeFile, open, writev } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '@tus/file-store';
import type { Locker } from '@tus/server';
import { LockTimeout } from './pg-locker.js';

export type PatchResult = {
  status: number;
  offset?: number;
  body?: string;
  complete?: boolean;
  /** The disk (or the quota) is full: nothing more of this upload can be kept. */
  noSpace?: boolean;
};

/**
 * How much of the body may wait in memory while the file is written: the socket keeps reading while a write
 * is in flight, and the next write takes the chunks that arrived meanwhile (64 KB each) in one writev. Node's
 * file stream default, 16 KB, paused the socket at every chunk; 1 MB measured best (4 MB was slower again),
 * and holds at most 1 MB per PATCH in memory (bench/upload, bench/uploads-concurrent).
 */
export const WRITE_BUFFER_BYTES = 1024 * 1024;

class TooMuchData extends Error {}
class Released extends Error {}

/** Errors that say the disk cannot take more, for this upload or any other. */
export function isNoSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

type Callback = (error?: Error | null) => void;

/**
 * The upload's file, written from `position` up to `limit` with fs.writev (the callback API: the promise one
 * measured a fifth slower). When the disk is full it keeps the error and drops the rest of the body unwritten
 * rather than failing the stream: the request is then read to its end, so the client gets our answer instead
 * of a reset connection. Its descriptor is closed only once no write is in flight, as fs.WriteStream does.
 */
class FileSink extends Writable {
  written = 0;
  noSpace: Error | null = null;
  private fd: number | null = null;
  private writing = false;
  /** The close that waits for the write in flight. */
  private whenIdle: (() => void) | null = null;

  constructor(
    private readonly path: string,
    private position: number,
    private readonly limit: number,
  ) {
    super({ highWaterMark: WRITE_BUFFER_BYTES });
  }

  override _construct(callback: Callback): void {
    open(this.path, 'r+', (error, fd) => {
      this.fd = fd;
      callback(error);
    });
  }

  override _writev(chunks: { chunk: Buffer }[], callback: Callback): void {
    this.writeAll(
      chunks.map(({ chunk }) => chunk),
      callback,
    );
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: Callback): void {
    this.writeAll([chunk], callback);
  }

  override _destroy(error: Error | null, callback: Callback): void {
    const close = () => {
      if (this.fd === null) return callback(error);
      const fd = this.fd;
      this.fd = null;
      closeFile(fd, (closeError) => callback(error ?? closeError));
    };
    if (this.writing) this.whenIdle = close;
    else close();
  }

  private writeAll(buffers: Buffer[], callback: Callback): void {
    const fd = this.fd;
    if (this.noSpace || fd === null) return callback();
    const length = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
    const room = this.limit - this.position;
    const tooMuch = length > room;
    // What goes past Upload-Length is not written; the request is refused once what fits is in.
    let pending = (tooMuch ? [Buffer.concat(buffers).subarray(0, room)] : buffers).filter((buffer) => buffer.length > 0);
    const done = (error: Error | null) => {
      this.writing = false;
      callback(error);
      this.whenIdle?.();
    };
    const next = () => {
      if (pending.length === 0) return done(tooMuch ? new TooMuchData() : null);
      writev(fd, pending, this.position, (error, bytesWritten) => {
        if (error) {
          if (!isNoSpace(error)) return done(error);
          this.noSpace = error;
          return done(null);
        }
        if (bytesWritten === 0) return done(new Error('The file system took no bytes and gave no reason'));
        this.position += bytesWritten;
        this.written += bytesWritten;
        // A short write wrote a prefix; the rest goes again (and meets ENOSPC if that was why).
        pending = rest(pending, bytesWritten);
        next();
      });
    };
    this.writing = true;
    next();
  }
}

/** What is left of `buffers` once `count` bytes of them were written (a short write writes a prefix). */
function rest(buffers: Buffer[], count: number): Buffer[] {
  const left: Buffer[] = [];
  let skip = count;
  for (const buffer of buffers) {
    if (skip >= buffer.length) skip -= buffer.length;
    else {
      left.push(skip > 0 ? buffer.subarray(skip) : buffer);
      skip = 0;
    }
  }
  return left;
}

/**
 * The tus PATCH request (core protocol) on Node streams end to end: the body goes straight from the socket
 * to the upload's file at its offset. @tus/server answers every other request; its PATCH bridges the body
 * through web streams, which halved throughput (bench/upload). The offset is the file's size, as the
 * FileStore keeps it, so an interrupted PATCH leaves exactly the bytes that arrived, and the next one
 * resumes there. One request per upload at a time, across every server on the database: `locker` is the
 * one @tus/server uses, and a request elsewhere that wants the upload (a client resuming on another server
 * after its connection here died) makes this one stop, keeping what it wrote.
 */
export function createTusPatch(store: FileStore, locker: Locker) {
  return async function patch(uploadId: string, request: IncomingMessage): Promise<PatchResult> {
    if (request.headers['tus-resumable'] !== '1.0.0') return { status: 412, body: 'Tus-Resumable 1.0.0 required' };
    if (request.headers['content-type'] !== 'application/offset+octet-stream') return { status: 415, body: 'Wrong Content-Type' };
    const claimed = Number(request.headers['upload-offset']);
    if (!Number.isSafeInteger(claimed) || claimed < 0) return { status: 400, body: 'Invalid Upload-Offset' };

    // Waiting for the lock stops if the client goes away meanwhile.
    const gone = new AbortController();
    request.once('close', () => gone.abort());
    // A request cut for another (below) before or after its body is piped has no other error listener; the
    // pipeline, when it runs, sees the error itself and answers that the upload was interrupted.
    request.on('error', () => undefined);
    const lock = locker.newLock(uploadId);
    try {
      await lock.lock(gone.signal, () => {
        // Only a body still arriving is cut. One read to its end is about to be answered and let go: cutting it
        // then would lose its answer (the client would see a reset after its bytes were kept).
        if (!request.destroyed && !request.readableEnded && !request.complete) request.destroy(new Released());
      });
    } catch (error) {
      // Only a wait that ran out (or whose client left) is "try again shortly"; a locker that failed (the
      // database away) goes to the errors plugin, which answers 503.
      if (error instanceof LockTimeout || gone.signal.aborted)
        return { status: 423, body: 'Another request is writing this upload' };
      throw error;
    }
    try {
      const upload = await store.getUpload(uploadId);
      if (upload.offset !== claimed) return { status: 409, body: `Upload-Offset is ${upload.offset}` };
      const size = upload.size ?? 0;
      const length = request.headers['content-length'] === undefined ? null : Number(request.headers['content-length']);
      if (length !== null && claimed + length > size) return { status: 413, body: 'The body goes past Upload-Length' };

      const sink = new FileSink(upload.storage?.path ?? '', claimed, size);
      try {
        await pipeline(request, sink);
      } catch (error) {
        if (error instanceof TooMuchData) return { status: 413, body: 'The body goes past Upload-Length' };
        // A dropped connection, or a request elsewhere took over: what was written stays, and the client
        // resumes from the file's size.
        return { status: 400, body: 'The upload was interrupted' };
      }
      if (sink.noSpace) return { status: 507, noSpace: true };
      const offset = claimed + sink.written;
      return { status: 204, offset, complete: offset === size };
    } finally {
      await lock.unlock();
    }
  };
}
