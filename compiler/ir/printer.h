// The IR's text form: printing (this header) and parsing (parser.h). print(parse(print(f)))
// == print(f) holds for every function, and everything in Function, Inst, ArgInfo, LocalVar
// and FloatMode survives the trip (value ids of unnamed values too; see below).
//
// Grammar (';' starts a comment; line breaks matter only as instruction separators):
//
//   module    := function*
//   function  := ('kernel' | 'func') '@' NAME '(' [param (',' param)*] ')' '{' directive*
//                block* '}'
//   param     := TYPE VALUE                      ; a Param value, in Function::params order
//   directive := 'arg' STRING STRING ARGKIND SPACE 'size' INT 'align' INT
//                  ['const'] ['restrict'] ['volatile'] ['param' VALUE]
//              | 'local' STRING 'size' INT 'align' INT
//              | 'reqd_work_group_size' INT INT INT
//              | 'float_mode' 'f32' ('flush' | 'ieee') 'f64' ('flush' | 'ieee')
//   block     := LABEL ':' inst*
//   inst      := [VALUE '='] OPCODE [TYPE] operands attrs
//
//   NAME, LABEL := [A-Za-z0-9_.$-]+ (or a quoted STRING after '@');  VALUE := '%' NAME
//   TYPE     := void | i1 | i8 | i16 | i32 | i64 | f32 | f64 | ptr | ptr.global | ptr.local
//               | ptr.constant | ptr.private
//   ARGKIND  := by_value | global_buffer | dynamic_shared_pointer
//   SPACE    := generic | global | local | constant | private
//   operand  := VALUE | TYPE literal | TYPE 'undef'
//   literal  := ['-'] decimal | 0x hex | true | false | null | float (decimal, e.g. 1.5,
//               -0.0, 1e-30; or 0x bits for the float type: infinities and NaNs)
//
// An instruction with a non-void type has a result (`%r = `) and prints its type after the
// opcode; void instructions have neither. The opcode is ir::opName, with a suffix for the
// ops that carry `sub`: icmp.<eq|ne|ult|...>, fcmp.<oeq|one|...|uno>,
// atomicrmw.<xchg|add|...|fadd>, intrinsic.<intrinsicName>. Operands by op:
//
//   %r = add i32 %a, %b            binary / unary / fma / select / casts: operands in order
//   %r = icmp.slt i1 %a, i32 7
//   %r = zext i64 %a               (the result type is the target type)
//   %p = alloca ptr.private 16 align 4
//   %l = localaddr ptr.local @tile (or @<index> when the name is not unique)
//   %q = ptradd ptr.global %p, %off
//   %v = load f32 %p align 4 [volatile] [<order> <scope>]
//   store %v, %p align 4 [volatile] [<order> <scope>]
//   %o = atomicrmw.add i32 %p, %v align 4 monotonic agent
//   %o = cmpxchg i32 %p, %expected, %desired align 4 acq_rel agent fail acquire
//   fence acquire workgroup spaces(global, local)
//   %m = phi i32 [%a, entry], [i32 0, loop]
//   br loop | condbr %c, then, else | ret | unreachable
//   %i = intrinsic.workitem.id i32 imm 0
//
// attrs (printed when they differ from an ir::MemInfo default, or always for `align` on
// memory ops): 'align' INT, 'volatile', an order (monotonic acquire release acq_rel seq_cst),
// a scope (singlethread wavefront workgroup agent system; printed with any order), 'fail'
// ORDER, 'spaces(' SPACE, ... ')', 'imm' INT (for ops whose imm has no other syntax), 'sub'
// INT (a sub on an op that has none).
//
// Value names: a value prints as '%' + its name, or '%' + its ValueId when unnamed; names
// with other characters are sanitised, and a name used twice gets a '.N' suffix. The parser
// gives an all-digit value its number as ValueId (and no name), so unnamed values keep their
// ids, and takes every other token as the name. Labels likewise: a block's name, or
// 'bb<id>' when it has none.
#pragma once
#include <string>
#include <vector>

#include "ir/ir.h"

namespace gfxsim::ir {

std::string print(const Function& f);
std::string print(const Module& m);

// The printed tokens of a function's values ("%x", "%12"), blocks ("entry", "bb3") and
// locals ("@tile", "@0"), unique within the function.
struct NameTable {
  std::vector<std::string> values;  // "" for values that print as literals (Const/Undef)
  std::vector<std::string> blocks;
  std::vector<std::string> locals;
};
NameTable nameTable(const Function& f);

// One instruction (without indentation or newline) and one operand, as print() writes them.
std::string printInst(const Function& f, ValueId v, const NameTable& names);
std::string printOperand(const Function& f, ValueId v, const NameTable& names);

// Text of the enum values as they appear in the text form.
const char* icmpPredName(ICmpPred p);
const char* fcmpPredName(FCmpPred p);
const char* atomicOpName(AtomicOp op);
const char* orderName(Order o);
const char* scopeName(Scope s);
const char* addrSpaceName(AddrSpace s);
const char* argKindName(ArgKind k);

}  // namespace gfxsim::ir
