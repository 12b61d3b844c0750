export {
  createThreadStore,
  type ThreadStore,
  type ThreadStoreActions,
  type ThreadStoreState,
} from './createThreadStore';
export type { PagePosition } from './mergeItemsPage';
export type { ThreadAction } from './threadReducer';
export type { Notice, ResponseState, ThreadState } from './threadState';
