export * from './applyItemUpdate';
export * from './applyStreamEvent';
export * from './createThreadStore';
export * from './mergeItemsPage';
export * from './shareEqual';
export * from './threadReducer';
export * from './threadState';
export * from './widgetText';
