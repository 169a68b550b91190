#include "litmus/ast.h"

namespace gfxsim::litmus {

const char* name(AddrSpace a) {
  switch (a) {
    case AddrSpace::Global: return "global";
    case AddrSpace::Local: return "local";
    case AddrSpace::Generic: break;
  }
  return "generic";
}

const char* name(MemOrder o) {
  switch (o) {
    case MemOrder::Relaxed: return "relaxed";
    case MemOrder::Acquire: return "acquire";
    case MemOrder::Release: return "release";
    case MemOrder::AcqRel: return "acq_rel";
    case MemOrder::SeqCst: break;
  }
  return "seq_cst";
}

const char* name(MemScope s) {
  switch (s) {
    case MemScope::WorkItem: return "work_item";
    case MemScope::WorkGroup: return "work_group";
    case MemScope::AllSvmDevices: return "all_svm_devices";
    case MemScope::Device: break;
  }
  return "device";
}

const char* name(CmpOp c) {
  switch (c) {
    case CmpOp::Ne: return "!=";
    case CmpOp::Lt: return "<";
    case CmpOp::Gt: return ">";
    case CmpOp::Le: return "<=";
    case CmpOp::Ge: return ">=";
    case CmpOp::Eq: break;
  }
  return "=";
}

const Thread* Test::thread(unsigned id) const {
  for (const auto& t : threads)
    if (t.id == id) return &t;
  return nullptr;
}

}  // namespace gfxsim::litmus
