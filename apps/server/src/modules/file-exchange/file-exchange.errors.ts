import { AppError } from '../../app/errors';

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return value >= 1 ? `${Math.floor(value)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Errors of the file exchange; their texts are shown as they are in the page's red alert. */
export const fileExchangeErrors = {
  noFile: () => new AppError({ code: 'file_exchange.no_file' }),
  /** A file sent under another form field than the documented one ("file"). */
  wrongField: () =>
    new AppError({ code: 'file_exchange.no_file', message: 'Upload the file in the form field "file".' }),
  emptyFile: () => new AppError({ code: 'file_exchange.empty_file' }),
  tooLarge: (maxBytes: number) =>
    new AppError({
      code: 'file_exchange.too_large',
      message: `The file is larger than the limit of ${megabytes(maxBytes)}.`,
    }),
  typeRefused: (what: string) =>
    new AppError({ code: 'file_exchange.type_refused', message: `This file is not accepted: it is ${what}.` }),
  notFound: () => new AppError({ code: 'file_exchange.not_found' }),
};
