import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { downloadAccountExport } from '../api/account-data';

/** "Download my data" (GDPR articles 15 and 20): the export zip, the button busy meanwhile. */
export function DownloadMyData() {
  const download = useMutation({
    mutationFn: downloadAccountExport,
    onSuccess: () => toast.success('Your data is downloaded (pawrx-export.zip)'),
  });
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">Download my data</h3>
      <p className="text-sm text-slate-600">
        One zip file with everything your account holds: your profile, your pets with their photos
        and every record, as a file PawRx can import and as spreadsheets (CSV).
      </p>
      <Button
        variant="secondary"
        busy={download.isPending}
        busyLabel="Preparing your data…"
        onClick={() => download.mutate()}
      >
        Download my data
      </Button>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(download.error, 'The download failed. Try again.')}
        </p>
      )}
    </div>
  );
}
