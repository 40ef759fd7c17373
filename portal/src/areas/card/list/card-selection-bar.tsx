import { Button, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CardFilterBody, TOO_MANY_CODE, addToSelection } from '../../../components/card-list/card-list-model';
import { matchingIccids } from '../../../components/card-list/use-cards';
import { isApiError } from '../../../lib/api';

export interface CardSelectionBarProps {
  /** The selected ICCIDs (across pages). */
  selected: string[];
  onSelect: (iccids: string[]) => void;
  /** ICCIDs of the page on screen. */
  pageIccids: string[];
  /** The applied filter, for "Select all matching". */
  filter: CardFilterBody;
  /** Platform roles: the chosen enterprise (the SMS screen keeps it in its URL). */
  enterprise?: string;
  canChangeState: boolean;
  canSendSms: boolean;
  onChangeState: () => void;
}

/**
 * The toolbar above the card table: the selection (count, this page, every matching card up to
 * 10,000, clear) and the actions on it (send SMS, change status).
 */
export function CardSelectionBar(props: CardSelectionBarProps) {
  const { selected, onSelect, pageIccids, filter, enterprise, canChangeState, canSendSms, onChangeState } = props;
  const { t } = useTranslation('card');
  const notify = useNotify();
  const navigate = useNavigate();
  const [selectingAll, setSelectingAll] = useState(false);

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const { iccids } = await matchingIccids(filter);
      onSelect(iccids);
      notify({ type: 'success', title: t('card.list.selection.selectAllDone', { count: iccids.length }) });
    } catch (e) {
      const tooMany = isApiError(e) && e.errorCode === TOO_MANY_CODE;
      notify({
        type: tooMany ? 'warning' : 'error',
        title: tooMany ? t('card.list.selection.tooMany') : t('card.list.selection.failed'),
        ...(!tooMany && isApiError(e) ? { message: e.msg } : {}),
      });
    } finally {
      setSelectingAll(false);
    }
  };

  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200/80 bg-white px-4 py-3 shadow-sm"
      data-testid="card-selection-bar"
    >
      <span className="text-sm font-medium text-slate-700" data-testid="card-selection-count" data-count={selected.length}>
        {selected.length ? t('card.list.selection.count', { count: selected.length }) : t('card.list.selection.none')}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={pageIccids.length === 0}
        onClick={() => onSelect(addToSelection(selected, pageIccids))}
        data-testid="card-select-page"
      >
        {t('card.list.selection.selectPage')}
      </Button>
      <Button size="sm" variant="secondary" loading={selectingAll} onClick={selectAllMatching} data-testid="card-select-all">
        {t('card.list.selection.selectAll')}
      </Button>
      {selected.length > 0 && (
        <Button size="sm" variant="ghost" onClick={() => onSelect([])} data-testid="card-select-clear">
          {t('card.list.selection.clear')}
        </Button>
      )}
      <div className="ml-auto flex gap-2">
        {canSendSms && (
          <Button
            size="sm"
            variant="secondary"
            disabled={selected.length === 0}
            onClick={() =>
              navigate(`/card/sms/list${enterprise ? `?channelCustId=${encodeURIComponent(enterprise)}` : ''}`, {
                state: { iccids: selected },
              })
            }
            data-testid="card-send-sms"
          >
            {t('card.sms.send')}
          </Button>
        )}
        {canChangeState && (
          <Button size="sm" disabled={selected.length === 0} onClick={onChangeState} data-testid="card-change-state">
            {t('card.list.actions.changeState')}
          </Button>
        )}
      </div>
    </div>
  );
}
