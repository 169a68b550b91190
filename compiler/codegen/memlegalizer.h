// The memory legalizer: the machine sequence around an atomic access or a fence, taken from
// the shared lowering table (compiler/memmodel) and nothing else: waits before, cache bits
// on the access, cache maintenance and waits after. No memory-model sequence is written by
// hand in the back end.
#pragma once
#include <string>
#include <vector>

#include "codegen/mir.h"
#include "codegen/subtarget.h"
#include "ir/ir.h"
#include "memmodel/memmodel.h"

namespace gfxsim::codegen {

struct OrderingPlan {
  std::vector<MInst> before;       // waits / maintenance before the access
  std::vector<std::string> bits;   // cache-policy modifiers on the access ("glc", "slc", ...)
  std::vector<MInst> after;        // after the access (fences: everything is here)
  std::string row;                 // the table row, for comments
  memmodel::Query query;           // what was looked up
};

// "load acquire agent-one-as global (row A5)", "rmw monotonic agent-one-as global returning
// (row M7)": a site's description in the assembly.
std::string describe(const OrderingPlan& plan);

// The space of an access as the table names it.
memmodel::Space tableSpace(ir::AddrSpace s);

// Plans one atomic access (op Load/Store/Rmw/Cmpxchg with an atomic order) or a fence, from
// its ordering, scope and "-one-as" flag (a cmpxchg: its success and failure orderings merged
// as LLVM does). `returns`: an rmw/cmpxchg whose result is used. Throws Error when the table
// has no row.
OrderingPlan planOrdering(const Subtarget& st, memmodel::Op op, const ir::MemInfo& mem, memmodel::Space space,
                          bool returns);

// The MIR of a table step that is not the access (a wait or a maintenance instruction).
std::vector<MInst> stepInsts(const Subtarget& st, const memmodel::Step& step);

}  // namespace gfxsim::codegen
