import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';
import { ImportData } from './import-data';

/** Settings' "Your data" (issue 25 items 3 and 4): take it, bring it, or delete it all. */
export function YourData() {
  return (
    <div className="space-y-6 divide-y divide-slate-100 [&>*+*]:pt-6">
      <DownloadMyData />
      <ImportData />
      <DeleteAccount />
    </div>
  );
}
