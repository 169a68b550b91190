// optimize(): the pass pipeline (passes.h).
#include <string>

#include "ir/passes.h"
#include "ir/verifier.h"

namespace gfxsim::ir {

namespace {

// Runs one pass; with `verifyEach`, verifies the function after it (throwing gfxsim::Error
// that names the pass).
bool runPass(Function& f, bool (*pass)(Function&), const char* name, bool verifyEach) {
  bool changed = pass(f);
  if (verifyEach) verifyOrThrow(f, std::string("after ") + name);
  return changed;
}

}  // namespace

void optimize(Function& f, int level, bool verifyEach) {
  if (level <= 0 || f.blocks.empty()) return;
  auto run = [&](bool (*pass)(Function&), const char* name) { return runPass(f, pass, name, verifyEach); };
  run(mem2reg, "mem2reg");
  if (run(inferAddressSpaces, "infer address spaces")) run(mem2reg, "mem2reg");
  if (level == 1) {
    run(simplify, "simplify");
    run(dce, "dce");
    run(simplifyCfg, "simplifycfg");
    if (run(ifConvert, "if-conversion")) run(simplify, "simplify");
    return;
  }
  // The clean-up passes feed each other (folded branches make blocks unreachable, merged
  // blocks expose phis with one value, ...): run them until none changes anything.
  for (int round = 0; round < 8; ++round) {
    bool changed = run(simplify, "simplify");
    changed |= run(cse, "cse");
    changed |= run(dce, "dce");
    changed |= run(simplifyCfg, "simplifycfg");
    changed |= run(ifConvert, "if-conversion");
    if (!changed) break;
  }
  run(licm, "licm");
  run(strengthReduce, "strength reduction");
  run(simplify, "simplify");
  run(cse, "cse");
  run(dce, "dce");
}

void optimize(Module& m, int level, bool verifyEach) {
  for (Function& f : m.functions) optimize(f, level, verifyEach);
}

}  // namespace gfxsim::ir
